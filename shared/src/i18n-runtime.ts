/**
 * The translation runtime under `@utsav/shared/i18n` (docs/i18n.md §Runtime), free of React and of the document.
 *
 * - `Catalogues`: every app's catalogue loaders and the texts loaded so far, by language and namespace. One per page
 *   (and one per renderer process, where every request's `Translator` reads it).
 * - `Translator`: a language and the `t` functions of its namespaces. The page has one whose language changes
 *   with the switch; the server renderer makes one per request, in that request's language.
 *
 * Catalogues are nested JSON objects of strings. A text is looked up by its dotted key (dlv), its `{{name}}`
 * placeholders filled from the options (templite, no HTML escaping: React escapes), and a count picks the
 * `_one` / `_other` form the language's Intl.PluralRules names, as the catalogues were written for i18next.
 */
import dlv from 'dlv';
import templite from 'templite';

export type Lang = 'en' | 'hi';
export type Catalogue = { [key: string]: string | Catalogue };
export type CatalogueLoader = () => Promise<Catalogue | { default: Catalogue }>;

/**
 * What `t` accepts besides the key: the values of the placeholders, `count` for plurals, a text for a missing key,
 * and `ns` for a text of another (loaded) namespace than the function's.
 */
export type TOptions = { count?: number; defaultValue?: string; ns?: string; [value: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;
/** A last step over every text `t` gives (the pseudo-locale's accents). */
export type PostProcess = (text: string, options: TOptions) => string;

const idOf = (lang: Lang, ns: string) => `${lang}/${ns}`;
const unwrap = (m: Catalogue | { default: Catalogue }): Catalogue =>
  'default' in m && typeof m.default === 'object' ? m.default : (m as Catalogue);

export class Catalogues {
  private readonly loaders = new Map<string, Record<Lang, CatalogueLoader>>();
  private readonly tables = new Map<string, Catalogue>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  /** Bumped whenever texts change under a language already shown (a catalogue loaded again). */
  version = 0;

  /**
   * An app's loaders. A remote redeployed while the page or the renderer runs registers new ones: the texts already
   * held are read again from the new build, the old ones serving until they arrive, and the users re-render only
   * when a text changed. Apps that bundle the same library register its namespace each with loaders of their own
   * (the shared UI's `ui` is in every app's build): the same texts, so nothing re-renders — a re-render while the
   * page hydrates would make React draw the parts not yet hydrated afresh.
   */
  register(ns: string, byLang: Record<Lang, CatalogueLoader>): void {
    const known = this.loaders.get(ns);
    this.loaders.set(ns, byLang);
    if (!known || known === byLang) return;
    for (const lang of Object.keys(byLang) as Lang[]) {
      const id = idOf(lang, ns);
      if (!this.tables.has(id)) continue;
      void this.read(lang, ns).then((fresh) => {
        if (!fresh || JSON.stringify(fresh) === JSON.stringify(this.tables.get(id))) return;
        this.tables.set(id, fresh);
        this.changed();
      });
    }
  }

  has(lang: Lang, ns: string): boolean {
    return this.tables.has(idOf(lang, ns));
  }

  /** Whether the last try to load it failed (a component then shows its keys rather than waiting for ever). */
  hasFailed(lang: Lang, ns: string): boolean {
    return this.failed.has(idOf(lang, ns));
  }

  table(lang: Lang, ns: string): Catalogue | undefined {
    return this.tables.get(idOf(lang, ns));
  }

  /**
   * Resolves once the namespace's texts in that language are held, or its loading failed (logged; the next call
   * tries again). The same promise for a language and namespace for as long as the page lives, so React's `use`,
   * which knows a promise it has seen settle, returns at once when a component asks again.
   */
  load(lang: Lang, ns: string): Promise<void> {
    const id = idOf(lang, ns);
    const known = this.loading.get(id);
    if (known && !this.failed.has(id)) return known;
    this.failed.delete(id);
    const started = this.tables.has(id) ? Promise.resolve() : this.fetch(lang, ns);
    this.loading.set(id, started);
    return started;
  }

  /** The promise `load` gave for it, if it was asked for. */
  promiseOf(lang: Lang, ns: string): Promise<void> | undefined {
    return this.loading.get(idOf(lang, ns));
  }

  private async fetch(lang: Lang, ns: string): Promise<void> {
    const id = idOf(lang, ns);
    const table = await this.read(lang, ns);
    if (table) {
      this.tables.set(id, table);
      this.failed.delete(id);
    } else this.failed.add(id);
  }

  /** A namespace's texts from its loader; `undefined` when the loader failed (logged). */
  private async read(lang: Lang, ns: string): Promise<Catalogue | undefined> {
    const loader = this.loaders.get(ns)?.[lang];
    // A namespace nobody registered has no texts: its keys show (the catalogue check keeps that from shipping).
    if (!loader) return {};
    try {
      return unwrap(await loader());
    } catch (error) {
      console.warn(`[i18n] the ${lang} texts of "${ns}" could not be loaded`, error);
      return undefined;
    }
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private changed(): void {
    this.version += 1;
    this.listeners.forEach((listener) => listener());
  }
}

const pluralRules = new Map<Lang, Intl.PluralRules>();
function pluralOf(lang: Lang, count: number): string {
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}

/** A text of a catalogue: the count's plural form if there is one, else the key's own; `undefined` when neither. */
export function lookup(table: Catalogue | undefined, lang: Lang, key: string, count?: number): string | undefined {
  if (!table) return undefined;
  const plural: unknown = typeof count === 'number' ? dlv(table, `${key}_${pluralOf(lang, count)}`) : undefined;
  const text: unknown = typeof plural === 'string' ? plural : dlv(table, key);
  return typeof text === 'string' ? text : undefined;
}

export class Translator {
  private readonly listeners = new Set<() => void>();
  private readonly used = new Set<string>();
  private switching: Lang | null = null;
  postProcess: PostProcess | undefined;

  /**
   * The language the translator started in. A server-rendered page's HTML is in it (the renderer reads the same
   * `?lang=` and cookie), so hydration renders in it even after a switch made before a part had hydrated
   * (`serverSnapshot`); React then renders that part again in the shown language.
   */
  readonly hydrationLanguage: Lang;

  constructor(
    readonly catalogues: Catalogues,
    public language: Lang,
  ) {
    this.hydrationLanguage = language;
  }

  /**
   * The text of `key` in a namespace: its placeholders filled, else `defaultValue`, else the key itself. An empty
   * text is a text (a Hindi sentence that needs no word before a button).
   */
  t(ns: string, key: string, options?: TOptions, lang: Lang = this.language): string {
    const found = lookup(this.catalogues.table(lang, ns), lang, key, options?.count);
    const text = found ?? options?.defaultValue ?? key;
    const filled = options ? templite(text, options) : text;
    return this.postProcess ? this.postProcess(filled, options ?? {}) : filled;
  }

  /** The `t` of one namespace in a language (by default the current one). */
  fixedT(ns: string, lang: Lang = this.language): TFunction {
    return (key, options) => this.t(options?.ns ?? ns, key, options, lang);
  }

  /** Marks a namespace as shown: a language change loads it before switching. */
  use(ns: string): void {
    this.used.add(ns);
  }

  loadNamespaces(namespaces: readonly string[]): Promise<void> {
    namespaces.forEach((ns) => this.used.add(ns));
    return Promise.all(namespaces.map((ns) => this.catalogues.load(this.language, ns))).then(() => undefined);
  }

  /**
   * Switches language once the shown namespaces' texts in it are loaded, so nothing on the page waits. The last
   * of two quick switches wins.
   */
  async changeLanguage(lang: Lang): Promise<void> {
    this.switching = lang;
    await Promise.all([...this.used].map((ns) => this.catalogues.load(lang, ns)));
    if (this.switching !== lang) return;
    this.switching = null;
    if (this.language === lang) return;
    this.language = lang;
    this.listeners.forEach((listener) => listener());
  }

  /** For React's useSyncExternalStore: a language change or texts loaded again re-render the users. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    const stop = this.catalogues.subscribe(listener);
    return () => {
      this.listeners.delete(listener);
      stop();
    };
  };

  snapshot = (): string => `${this.language}#${this.catalogues.version}`;

  /**
   * The snapshot React reads on the server and while hydrating: in the language the page's HTML was rendered in, so a
   * part that hydrates after a language switch (an island, a boundary still streaming in) matches its server HTML.
   */
  serverSnapshot = (): string => `${this.hydrationLanguage}#${this.catalogues.version}`;
}

/** The language a `snapshot()` / `serverSnapshot()` names. */
export function languageOfSnapshot(snapshot: string): Lang {
  return snapshot.slice(0, snapshot.indexOf('#')) === 'hi' ? 'hi' : 'en';
}
