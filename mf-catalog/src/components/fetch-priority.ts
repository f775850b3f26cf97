/**
 * The `fetchpriority` attribute of an <img> (issue 10: the landing page's largest image is fetched first).
 * React 18 knows no `fetchPriority` prop (React 19 does): it warns about the camelCase name, while a lowercase
 * attribute passes through to the DOM as it is. Spread the result onto the element.
 */
export function fetchPriority(value: 'high' | 'low' | 'auto'): Record<string, string> {
  return { fetchpriority: value };
}
