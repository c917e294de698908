import { describe, expect, it } from 'vitest';
import { NATIONALITY_CODES, nationalityOptions } from '../../../../src/domain/charter';

describe('the nationalities', () => {
  it('are ISO 3166-1 alpha-2 codes, each once, as the guest check accepts them', () => {
    expect(NATIONALITY_CODES.length).toBeGreaterThan(230);
    expect(new Set(NATIONALITY_CODES).size).toBe(NATIONALITY_CODES.length);
    for (const code of NATIONALITY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(NATIONALITY_CODES).toEqual(expect.arrayContaining(['AE', 'IN', 'GB', 'RU', 'SA', 'PH', 'XK']));
  });

  it('are named in the page’s language, the Gulf’s first, the rest in its alphabetical order', () => {
    const ar = nationalityOptions('ar-AE');
    expect(ar.near[0]).toEqual({ code: 'AE', name: 'الإمارات العربية المتحدة' });
    const ru = nationalityOptions('ru-RU');
    expect(ru.all.find(({ code }) => code === 'DE')?.name).toBe('Германия');
    const names = ru.all.map(({ name }) => name);
    expect(names).toEqual([...names].sort(new Intl.Collator('ru-RU').compare));
    expect(nationalityOptions('en-GB').all.find(({ code }) => code === 'GB')?.name).toBe('United Kingdom');
  });
});
