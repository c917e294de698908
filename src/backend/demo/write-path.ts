// What the demo backend needs only when the operator saves: the input checks (the same limits as firestore.rules)
// and the translations as stored, and storing an uploaded file. Loaded on the first write, so a visitor's first page
// does not carry it.
export { checkOfferInput, checkYachtInput, checkServiceInput } from '../validation';
export { offerTranslations, yachtTranslations, serviceTranslations } from '../../domain/translations';
export { storeFile } from './store-file';
