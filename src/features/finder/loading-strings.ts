import { msg } from '@lingui/core/macro';
import { translated } from '../../i18n/translated';

/** Said while the finder's answer (or its code) loads: in the first catalogue, shown before any other loads. */
export const finderLoadingStrings = translated({
  finding: msg`Finding free yachts…`,
});
