import { describe, expect, it } from 'vitest';
import { countryArea, footerRegionArea, stateArea } from './place-areas';
import { FOOTER_REGIONS } from './place-names';

const footer = (slug: string) => FOOTER_REGIONS.find((region) => region.slug === slug)!;

describe('the area of a state, country or region page', () => {
  it('reads a state by its name or its code, without case', () => {
    expect(footerRegionArea(footer('texas'))).toEqual({ countries: ['US'], states: ['tx', 'texas'], box: null });
    expect(stateArea('US', ' New Mexico ', 'NM')).toEqual({
      countries: ['US'],
      states: ['new mexico', 'nm'],
      box: null,
    });
    expect(footerRegionArea(footer('new-england')).states).toEqual(
      expect.arrayContaining(['massachusetts', 'ma', 'vermont', 'rhode island', 'connecticut']),
    );
    expect(footerRegionArea(footer('new-england')).states).not.toContain('new york');
  });

  it('reads a country, the UK and Europe by their countries, Europe within its box', () => {
    expect(countryArea('PT')).toEqual({ countries: ['PT'], states: null, box: null });
    expect(footerRegionArea(footer('uk'))).toEqual({ countries: ['GB'], states: null, box: null });
    const europe = footerRegionArea(footer('europe'));
    expect(europe.countries).toEqual(expect.arrayContaining(['GB', 'PT', 'RU', 'TR', 'CY', 'IS']));
    expect(europe.countries).not.toContain('GE');
    expect(europe.box).toEqual({ swLat: 27.5, swLng: -25, neLat: 71.5, neLng: 45 });
  });
});
