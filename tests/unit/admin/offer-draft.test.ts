import { filePhoto } from '../../../fixtures/photos';
import { describe, expect, it } from 'vitest';
import {
  checkOfferDraft,
  emptyOfferDraft,
  offerDraftToInput,
  offerMessages,
} from '../../../src/features/admin/offers/offer-draft';
import { offerStatus } from '../../../src/features/admin/offers/offer-status';

describe('offerStatus', () => {
  const now = Date.parse('2025-05-01T12:00:00Z');
  it('is scheduled before the start, running in between, ended from the end on', () => {
    expect(offerStatus({ startTime: '2025-05-02T00:00:00Z', endTime: '2025-05-03T00:00:00Z' }, now)).toBe(
      'scheduled',
    );
    expect(offerStatus({ startTime: '2025-04-30T00:00:00Z', endTime: '2025-05-03T00:00:00Z' }, now)).toBe(
      'running',
    );
    expect(offerStatus({ startTime: '2025-04-30T00:00:00Z', endTime: '2025-05-01T12:00:00Z' }, now)).toBe(
      'ended',
    );
  });

  it('treats a missing start or end as open', () => {
    expect(offerStatus({}, now)).toBe('running');
    expect(offerStatus({ endTime: '2025-06-01T00:00:00Z' }, now)).toBe('running');
    expect(offerStatus({ startTime: '2025-01-01T00:00:00Z' }, now)).toBe('running');
    expect(offerStatus({ endTime: '2025-01-01T00:00:00Z' }, now)).toBe('ended');
  });
});

describe('offer draft', () => {
  it('needs a name and an end after the start', () => {
    expect(checkOfferDraft(emptyOfferDraft)).toEqual({ name: offerMessages.nameMissing });
    const draft = { ...emptyOfferDraft, name: 'X', start: '2025-05-02T10:00', end: '2025-05-02T10:00' };
    expect(checkOfferDraft(draft)).toEqual({ end: offerMessages.endBeforeStart });
    expect(checkOfferDraft({ ...draft, end: '2025-05-02T10:01' })).toEqual({});
  });

  it('holds name, description and features to the limits the rules enforce', () => {
    const named = { ...emptyOfferDraft, name: 'x'.repeat(120), description: 'd'.repeat(2000) };
    expect(checkOfferDraft({ ...named, features: Array(20).fill('f'.repeat(200)).join(',') })).toEqual({});
    expect(
      checkOfferDraft({
        ...named,
        name: 'x'.repeat(121),
        description: 'd'.repeat(2001),
        features: Array(21).fill('f').join(','),
      }),
    ).toEqual({
      name: offerMessages.nameTooLong,
      description: offerMessages.descriptionTooLong,
      features: offerMessages.tooManyFeatures,
    });
    expect(checkOfferDraft({ ...named, features: `ok, ${'f'.repeat(201)}` }).features).toBe(
      offerMessages.featureTooLong,
    );
    expect(checkOfferDraft({ ...named, name: '\u2003' }).name).toBe(offerMessages.nameMissing);
    expect(checkOfferDraft({ ...named, name: 'Sun\nset' }).name).toBe(offerMessages.nameControl);
  });

  it('saves features as a trimmed list without empty items, and times as ISO', () => {
    const input = offerDraftToInput({
      ...emptyOfferDraft,
      name: '  Sunset  ',
      features: ' Free drinks, , 2 hours ,,Up to 10 guests ',
      start: '2025-05-02T10:00',
      end: '2025-05-03T18:30',
      image: filePhoto('Offers/o/1-a.png'),
    });
    // The uploaded file becomes a photo of one file (the backend's public address for its path).
    expect(input).toEqual({
      name: 'Sunset',
      description: '',
      image: filePhoto('Offers/o/1-a.png'),
      features: ['Free drinks', '2 hours', 'Up to 10 guests'],
      startTime: new Date('2025-05-02T10:00').toISOString(),
      endTime: new Date('2025-05-03T18:30').toISOString(),
    });
  });

  it('leaves out missing times', () => {
    const input = offerDraftToInput({ ...emptyOfferDraft, name: 'A' });
    expect(input).not.toHaveProperty('startTime');
    expect(input).not.toHaveProperty('endTime');
    expect(input.features).toEqual([]);
  });
});
