import page from '../app/page.module.css';
import { useAppT } from '../i18n';

/** product §4 service status: 1 Active, anything else Inactive (2). */
export function serviceStatusLabel(status: number | string | null | undefined): 'Active' | 'Inactive' {
  return Number(status) === 1 ? 'Active' : 'Inactive';
}

export function StatusBadge({ status }: { status: number | string | null | undefined }) {
  const { t } = useAppT();
  const label = serviceStatusLabel(status);
  return <span className={label === 'Active' ? page.badgeGreen : page.badgeGrey}>{t(`serviceStatus.${label}`)}</span>;
}
