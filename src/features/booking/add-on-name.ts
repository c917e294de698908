import type { AddOn } from '../../domain/booking';
import { localized } from '../../domain/localized';
import { activeLocale } from '../../i18n/catalogues';

/** An add-on's name in the page's language: the operator's translation, else the English name. */
export const addOnName = (addOn: AddOn): string => localized(addOn, 'name', activeLocale());
