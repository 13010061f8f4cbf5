// The names hosting e-mails give a listing and its host, whatever the event and the member directory hold.
import { describe, expect, it } from 'vitest';
import { countryName, listingData, listingTitle, UNKNOWN_HOST_NAME } from './hosting-mail';

const listing = {
  listId: 48213,
  hostUserId: '6f1c0b8e-3d0a-4c4e-9f57-0d7a4f6a2b11',
  title: 'Tiled apartment in Alfama',
  city: 'Lisbon',
  state: 'Lisboa',
  country: 'PT',
};

describe('hosting e-mail data', () => {
  it('names the listing by its title, or by its number while it has none', () => {
    expect(listingTitle('Tiled apartment in Alfama', 48213)).toBe('Tiled apartment in Alfama');
    expect(listingTitle('  ', 48213)).toBe('Listing 48213');
  });

  it('writes a country code as its English name and keeps anything else as given', () => {
    expect(countryName('PT')).toBe('Portugal');
    expect(countryName('gb')).toBe('United Kingdom');
    expect(countryName('')).toBe('');
    expect(countryName('Portugal')).toBe('Portugal');
  });

  it('greets the host by her first name and shows her profile to the admins', () => {
    expect(listingData(listing, { firstName: 'Inês', profileId: 7781 })).toEqual({
      listId: 48213,
      listTitle: 'Tiled apartment in Alfama',
      city: 'Lisbon',
      state: 'Lisboa',
      country: 'Portugal',
      hostName: 'Inês',
      hostProfileId: 7781,
    });
  });

  it('names a host the directory does not know "A host", with no profile', () => {
    const data = listingData({ ...listing, state: '' }, undefined);
    expect(data).toMatchObject({ hostName: UNKNOWN_HOST_NAME, hostProfileId: null, state: null });
  });
});
