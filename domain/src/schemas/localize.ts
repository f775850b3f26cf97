/**
 * Validation and business messages in Hindi: the shared valibot schemas write their messages in English
 * ('Email is required'); this turns such a message into the chosen language from the `validation` catalogue
 * (domain/src/locales/validation), so a form and the API (Accept-Language) say the same words. A message the
 * catalogue does not know stays as it is.
 */
import en from '../locales/validation/en.json' with { type: 'json' };
import hi from '../locales/validation/hi.json' with { type: 'json' };

type Catalogue = { messages: Record<string, string>; labels: Record<string, string> };
const CATALOGUES: Record<'en' | 'hi', Catalogue> = { en, hi };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
let compiled: { id: string; re: RegExp; vars: string[] }[] | null = null;

function patterns() {
  compiled ??= Object.entries(en.messages).map(([id, text]) => {
    const vars: string[] = [];
    const source = text
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const v = /^\{\{(\w+)\}\}$/.exec(part);
        if (!v) return escape(part);
        vars.push(v[1]!);
        return '(.+?)';
      })
      .join('');
    return { id, re: new RegExp(`^${source}$`), vars };
  });
  return compiled;
}

/** The message in `lang`; unknown messages and English come back unchanged. */
export function localizeMessage(message: string, lang: string | null | undefined): string {
  if (lang !== 'hi') return message;
  const to = CATALOGUES.hi;
  for (const { id, re, vars } of patterns()) {
    const m = re.exec(message);
    if (!m) continue;
    const values = Object.fromEntries(vars.map((name, i) => [name, m[i + 1]!]));
    if ('label' in values) {
      const labelId = Object.keys(en.labels).find((k) => en.labels[k as keyof typeof en.labels] === values.label);
      // A label the catalogue does not know: the whole message stays English rather than half-translated.
      if (!labelId) return message;
      values.label = to.labels[labelId] ?? values.label;
    }
    return (to.messages[id] ?? message).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
  }
  return message;
}

/** The language an Accept-Language header prefers among ours ('hi' or 'en'). */
export function langOfHeader(header: string | string[] | undefined): 'en' | 'hi' {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const ranked = text
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.slice(0, 2), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x) => x.tag === 'hi' || x.tag === 'en')
    .sort((a, b) => b.q - a.q);
  return ranked[0]?.tag === 'hi' && ranked[0].q > 0 ? 'hi' : 'en';
}
