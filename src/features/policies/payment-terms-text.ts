import { freeMoveHours, type PaymentTerms } from '../../domain/charter/cancellation-policy';
import { policiesStrings as t } from './strings';

/** The cancellation rules in sentences, from the operator's tiers: each tier, then nothing back, then the free move. */
export function cancellationParagraphs(terms: PaymentTerms): string[] {
  const lines = terms.tiers.map((tier) =>
    tier.hoursBefore > 0
      ? t.refundTier(t.hours(tier.hoursBefore), tier.refundPercent)
      : t.refundUntilDeparture(tier.refundPercent),
  );
  const last = terms.tiers.at(-1);
  if (last === undefined) lines.push(t.refundUntilDeparture(0));
  else if (last.hoursBefore > 0) lines.push(t.noRefund(t.hours(last.hoursBefore)));
  const move = freeMoveHours(terms.tiers);
  if (move !== null && move > 0) lines.push(t.freeMove(t.hours(move)));
  return lines;
}

/** When the balance is due, in a sentence. */
export const balanceParagraph = (terms: PaymentTerms): string =>
  terms.balanceDueHours > 0 ? t.balance(t.hours(terms.balanceDueHours)) : t.balanceAtBoarding;
