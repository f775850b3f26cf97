/** The service page's main picture's `sizes`, also given to its preload (app/app.tsx) so both pick the same file. */
export const GALLERY_SIZES = '(max-width: 900px) 100vw, 60vw';
