import { useState } from 'react';
import { Link } from 'react-router';
import { getConfig } from '@utsav/shared/runtime-config';
import { useSession } from '@utsav/shared/session';
import { RemoteSlot } from '../../federation/remote-slot';
import { MobileMenu } from './mobile-menu';
import { CartButton } from './cart-button';
import { ShortlistLink } from './shortlist-link';
import { CategoryMenu } from './category-menu';
import { Logo } from '@utsav/ui/logo';
import { UserMenu } from './user-menu';
import { LanguageSwitch } from './language-switch';
import { PlacePicker } from './place-picker';
import { useShellT } from '../../i18n';
import styles from './header.module.css';

/**
 * The small screens' menu button and the menu it opens. Its open state lives here, not in the header, so that opening
 * the menu renders the menu only, not the whole header with its search box and place picker (INP, docs/bench.md).
 */
function MenuButton() {
  const { t } = useShellT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.burger} aria-label={t('header.openMenu')} onClick={() => setOpen(true)}>
        <span />
        <span />
        <span />
      </button>
      <MobileMenu open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export function Header() {
  const { t } = useShellT();
  const role = useSession((s) => s.role);
  const phone = getConfig().callNow ?? '+91 98765 43210';
  return (
    <header className={styles.header} data-print-hide>
      <div className={styles.top}>
        <div className={styles.container}>
          <MenuButton />
          <Logo />
          <PlacePicker />
          <div className={styles.search}>
            <RemoteSlot id="catalog/SearchBox" inline props={{ placeholder: t('header.search') }} />
          </div>
          <a className={styles.call} href={`tel:${phone.replace(/\s/g, '')}`}>
            <span className={styles.callIcon} aria-hidden="true">
              ☎
            </span>
            <span className={styles.callText}>
              <small>{t('header.callNow')}</small>
              <strong>{phone}</strong>
            </span>
          </a>
          {role === 0 ? (
            <Link className={styles.vendorLink} to="/service-provider-reg">
              {t('header.becomeVendor')}
            </Link>
          ) : null}
          <LanguageSwitch />
          <div className={styles.icons}>
            <ShortlistLink />
            <CartButton />
            <UserMenu />
          </div>
        </div>
      </div>
      <nav className={styles.nav} aria-label={t('header.mainMenu')}>
        <div className={styles.container}>
          <CategoryMenu />
          <ul className={styles.menu}>
            <li>
              <Link to="/">{t('header.home')}</Link>
            </li>
            <li>
              <Link to="/services">{t('header.ourServices')}</Link>
            </li>
            <li>
              <Link to="/contact-us">{t('header.contactUs')}</Link>
            </li>
            <li>
              <Link to="/calendars">{t('header.calendars')}</Link>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
