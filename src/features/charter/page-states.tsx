import { LOCALE_INFO, localePath, type Locale } from '../../domain/locales';
import { activeLocale } from '../../i18n/catalogues';
import Loading from '../../components/loading';
import type { CharterPage } from '../../domain/charter/charter-page';
import { formatAed } from '../../i18n/page-language';
import ContactLinks from './contact-links';
import { dubaiDeadline, isolate } from './format';
import { charterStrings as t } from './strings';

/** An address that leads nowhere (never made, or replaced): said plainly, with the ways to reach the operator. */
export function Unavailable({ heading }: { heading: string }) {
  return (
    <article className="container py-5 charter-page">
      <h1 className="h2">{heading}</h1>
      <p className="lead">{t.unavailableText}</p>
      <ContactLinks />
    </article>
  );
}

/**
 * On a page opened in another language than the client's (an address without its language, say): a link to the same
 * page in the client's, rather than a silent redirect.
 */
export function LanguageOffer({ language, path }: { language: Locale; path: string }) {
  if (language === activeLocale()) return null;
  const { nativeName, tag, dir } = LOCALE_INFO[language];
  return (
    <p className="alert alert-info py-2 small">
      {t.inLanguage}{' '}
      <a href={localePath(language, path)} hrefLang={tag} lang={tag} dir={dir}>
        {nativeName}
      </a>
    </p>
  );
}

/** A cancelled charter: said first and plainly. */
export function CancelledNotice({
  reference,
  voucher,
}: {
  reference: string;
  voucher?: CharterPage['voucher'];
}) {
  return (
    <section className="alert alert-warning" aria-labelledby="charter-cancelled">
      <h2 id="charter-cancelled" className="h4">
        {t.cancelledHeading}
      </h2>
      <p>{t.cancelledText}</p>
      {voucher && (
        <p>
          {t.cancelledVoucher(
            isolate(formatAed(voucher.amountFils)),
            isolate(dubaiDeadline(Date.parse(voucher.expiresAt))),
          )}{' '}
          <strong className="font-monospace" dir="ltr">
            {voucher.code}
          </strong>
        </p>
      )}
      <ContactLinks reference={reference} />
    </section>
  );
}

/**
 * While the page is read: as tall as the screen, so the site's footer starts below it and does not jump when the
 * page arrives (these pages are not prerendered: the shell is empty until the read answers).
 */
export function PageLoading() {
  return (
    <div className="page-loading">
      <Loading label={t.loading} />
    </div>
  );
}
