import type { PhotoLayout } from '../../components/photo-sizes';

/** The photo's box: the whole container on a phone, the narrow column (5 of 12) from 992 px. */
export const CHARTER_PHOTO: PhotoLayout = {
  widths: [
    [1400, 526],
    [1200, 451],
    [992, 376],
    [768, 696],
    [576, 516],
    [0, -24, 100],
  ],
  crop: 3 / 2,
};
