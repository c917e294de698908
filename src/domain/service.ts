import type { Photo } from './photo';
import type { Translations } from './translations';

/** A service the business offers besides charters (fishing trips, catering, …), with a page of its own. */
export interface Service {
  id: string;
  /** Also its address: `/services/{name}`. */
  name: string;
  description?: string;
  /** Its photo: a site image (`/img/…`) or one uploaded under `Services/{id}/`. */
  image?: Photo;
  /** Its name and description in Arabic and Russian; an empty one shows the English. */
  translations?: Translations<Pick<Service, 'name' | 'description'>>;
}

export type ServiceInput = Omit<Service, 'id'>;
