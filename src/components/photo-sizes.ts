/**
 * `sizes` for a photo: how wide it is drawn at each screen width, so the browser picks from its `srcset` the smallest
 * file that is sharp there. Each layout that shows photos keeps its box widths next to its markup, as a
 * `PhotoLayout`; the numbers follow Bootstrap 5.3's grid (containers 540/720/960/1140/1320 px from 576/768/992/1200/
 * 1400 px, 24-px gutters) and are checked against it in tests/unit/components/photo-sizes.test.ts and in Chromium.
 */

/**
 * From a screen width on (`minWidth` px; 0 for any), the box is `px` wide, or `vw`% of the screen less `-px`:
 * `[992, 294]` is 294 px from 992 px, `[0, -26, 100]` is `calc(100vw - 26px)` on any screen. Widest screens first.
 */
export type BoxWidth = readonly [minWidth: number, px: number, vw?: number];

export interface PhotoLayout {
  widths: readonly BoxWidth[];
  /**
   * The box's width ÷ height when the photo fills it cropped (`object-fit: cover`): a wider photo is then drawn
   * wider than its box — a 3:2 photo in a square box 1.5 times as wide — and needs a file that wide.
   */
  crop?: number;
}

/** The `sizes` of `photo` in `layout`: each box width, scaled by how much wider the cropped photo is drawn. */
export function photoSizes(layout: PhotoLayout, photo?: { width: number; height: number }): string {
  const scale = layout.crop && photo ? Math.max(1, photo.width / photo.height / layout.crop) : 1;
  const px = (width: number) => `${Math.round(width * scale)}px`;
  return layout.widths
    .map(
      ([minWidth, width, vw]) =>
        (minWidth ? `(min-width: ${minWidth}px) ` : '') +
        (vw ? `calc(${+(vw * scale).toFixed(2)}vw - ${px(-width)})` : px(width)),
    )
    .join(', ');
}
