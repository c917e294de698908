import { describe, expect, it } from 'vitest';
import { checkAddOnDraft, draftAddOn, newAddOnDraft } from '../../../src/features/admin/booking/add-on-draft';
import { checkBlockDraft, draftBlock, newBlockDraft } from '../../../src/features/admin/calendar/block-draft';

describe('the add-on form’s check', () => {
  it('is the backends’ validateAddOn, with a price that is not an amount said in words', () => {
    expect(checkAddOnDraft(newAddOnDraft, 'addon-1')).toEqual({
      name: 'Enter a name for the add-on.',
      priceFils: 'Enter a price in AED of 0 or more, like 350 or 49.50.',
    });
    expect(checkAddOnDraft({ ...newAddOnDraft, name: 'DJ', price: '-5' }, 'addon-1')).toEqual({
      priceFils: 'Enter a price in AED of 0 or more, like 350 or 49.50.',
    });
    // An amount past the catalogue's limit is the validator's own message.
    expect(
      checkAddOnDraft({ ...newAddOnDraft, name: 'DJ', price: '1000000.01' }, 'addon-1').priceFils,
    ).toMatch(/^Add-on price must be an amount from/);
    expect(checkAddOnDraft({ ...newAddOnDraft, name: 'DJ', price: '249.5' }, 'addon-1')).toEqual({});
  });

  it('saves trimmed names and the price in fils', () => {
    expect(
      draftAddOn({ ...newAddOnDraft, name: ' DJ ', nameAr: ' دي جي ', price: '249.5', unit: 'hour' }, 'dj'),
    ).toEqual({
      id: 'dj',
      name: 'DJ',
      priceFils: 24_950,
      unit: 'hour',
      active: true,
      translations: { ar: { name: 'دي جي' }, ru: { name: '' } },
    });
  });
});

describe('the block form’s check', () => {
  const draft = { ...newBlockDraft('2030-05-06'), yachtId: 'azure-pearl', reason: 'Engine service' };

  it('asks for the yacht, the reason, real dates and times, and an end after the start', () => {
    expect(checkBlockDraft(newBlockDraft('2030-05-06'))).toEqual({
      yachtId: 'Choose a yacht.',
      reason: 'Enter a reason for the block.',
    });
    expect(checkBlockDraft({ ...draft, startDate: '', endTime: '25:00' })).toEqual({
      startDate: 'Enter a date.',
      endTime: 'Enter a time (HH:MM).',
    });
    expect(checkBlockDraft({ ...draft, endTime: '09:00' })).toEqual({
      endTime: 'The end must be after the start.',
    });
    // Over midnight is fine when the end date is the next day.
    expect(
      checkBlockDraft({ ...draft, startTime: '22:00', endDate: '2030-05-07', endTime: '02:00' }),
    ).toEqual({});
  });

  it('adds the block in Dubai time with the reason trimmed', () => {
    expect(draftBlock({ ...draft, reason: ' Engine service ' })).toEqual({
      yachtId: 'azure-pearl',
      start: '2030-05-06T05:00:00.000Z',
      end: '2030-05-06T13:00:00.000Z',
      blockKind: 'maintenance',
      reason: 'Engine service',
    });
  });
});
