// The place picker (spec 000 §2, §5; decision 0044): suggestions only from the minimum length on, the combobox's keys
// (down, up, Enter, Escape), picking hands on the place's geography, and in the header clearing the place clears the
// address and the chosen marker.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { HeaderSearch } from '../../layout/header-search';
import { PlacePicker, type PickedPlace } from './place-picker';

const SUGGESTIONS: Record<string, { placeId: string; description: string; mainText: string; secondary: string }[]> = {
  li: [{ placeId: 'city:1', description: 'Lima, Peru', mainText: 'Lima', secondary: 'Peru' }],
  lis: [
    { placeId: 'city:2267057', description: 'Lisbon, Portugal', mainText: 'Lisbon', secondary: 'Portugal' },
    {
      placeId: 'city:2643736',
      description: 'Lisburn, United Kingdom',
      mainText: 'Lisburn',
      secondary: 'United Kingdom',
    },
    { placeId: 'city:4', description: 'Lisieux, France', mainText: 'Lisieux', secondary: 'France' },
  ],
};

const geographyOf = (placeId: string) => ({
  __typename: 'PlaceGeography',
  placeId,
  address: 'Lisbon, Portugal',
  administrativeAreaShort: null,
  administrativeAreaLong: null,
  countryCode: 'PT',
  geoType: 'city',
  lat: 38.71667,
  lng: -9.13333,
  bounds: {
    __typename: 'PlaceBounds',
    northeast: { __typename: 'PlacePoint', lat: 38.86, lng: -8.95 },
    southwest: { __typename: 'PlacePoint', lat: 38.57, lng: -9.32 },
  },
  chosen: true,
});

/** A gateway that answers from the table above and writes down every question. */
function gateway() {
  const asked: { operation: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = operation.variables as Record<string, unknown>;
        asked.push({ operation: operation.operationName ?? '', variables });
        const data =
          operation.operationName === 'PlaceSuggestions'
            ? {
                placeSuggestions: (SUGGESTIONS[String(variables.query)] ?? []).map((s) => ({
                  __typename: 'PlaceSuggestion',
                  placeId: s.placeId,
                  description: s.description,
                  mainText: s.mainText,
                  secondaryText: s.secondary,
                })),
              }
            : { placeGeography: geographyOf(String(variables.placeId)) };
        observer.next({ data });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const questions = (operation: string) => asked.filter((q) => q.operation === operation).map((q) => q.variables);
  return { client, questions };
}

function Harness({ onPick, onClear }: { onPick: (place: PickedPlace) => void; onClear: () => void }) {
  const [text, setText] = useState('');
  return (
    <PlacePicker
      label="Where are you going?"
      value={text}
      onTextChange={setText}
      onPick={onPick}
      onClear={onClear}
      minLength={2}
    />
  );
}

function renderPicker() {
  const { client, questions } = gateway();
  const onPick = vi.fn<(place: PickedPlace) => void>();
  const onClear = vi.fn();
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <Harness onPick={onPick} onClear={onClear} />
      </IntlProvider>
    </ApolloProvider>,
  );
  const input = screen.getByRole('combobox', { name: 'Where are you going?' }) as HTMLInputElement;
  return { input, onPick, onClear, questions };
}

const options = () => within(screen.getByRole('listbox', { name: 'Suggested places' })).getAllByRole('option');

describe('the place picker', () => {
  it('asks nothing under the minimum length, and the gazetteer from it on', async () => {
    const { input, questions } = renderPicker();
    fireEvent.change(input, { target: { value: 'l' } });
    fireEvent.change(input, { target: { value: 'li' } });
    expect(await screen.findByRole('option', { name: /Lima/ })).toBeTruthy();
    expect(questions('PlaceSuggestions')).toEqual([{ query: 'li', minLength: 2 }]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.change(input, { target: { value: 'l' } });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('moves through the suggestions with the arrow keys and picks one with Enter, handing on its geography', async () => {
    const { input, onPick } = renderPicker();
    fireEvent.change(input, { target: { value: 'lis' } });
    await screen.findByRole('option', { name: /Lisbon/ });
    expect(options()).toHaveLength(3);
    const activeName = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeName()).toBe('LisbonPortugal');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeName()).toBe('LisburnUnited Kingdom');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeName()).toBe('LisieuxFrance');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeName()).toBe('LisbonPortugal');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(onPick).toHaveBeenCalledTimes(1));
    expect(onPick.mock.calls[0]![0]).toMatchObject({
      address: 'Lisbon, Portugal',
      placeId: 'city:2267057',
      geography: { geoType: 'city', countryCode: 'PT', chosen: true, bounds: { northeast: { lat: 38.86 } } },
    });
    expect(input.value).toBe('Lisbon, Portugal');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with the mouse too', async () => {
    const { input, onPick } = renderPicker();
    fireEvent.change(input, { target: { value: 'lis' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lisburn/ }));
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ placeId: 'city:2643736' })));
  });

  it('closes the list with Escape, and clears the place with a second Escape or the clear button', async () => {
    const { input, onClear } = renderPicker();
    fireEvent.change(input, { target: { value: 'lis' } });
    await screen.findByRole('option', { name: /Lisbon/ });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.value).toBe('lis');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: 'Porto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the place' }));
    expect(input.value).toBe('');
    expect(onClear).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(input);
  });

  it('says when no place has that name', async () => {
    const { input } = renderPicker();
    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No place by that name'));
    expect(screen.queryByRole('option')).toBeNull();
  });
});

describe('the header place search', () => {
  function renderHeader() {
    const { client } = gateway();
    const router = createMemoryRouter(
      [
        { path: '/about-us', element: <HeaderSearch /> },
        { path: '/s/refinement_paths', element: <HeaderSearch /> },
      ],
      { initialEntries: ['/about-us'] },
    );
    render(
      <ApolloProvider client={client}>
        <IntlProvider locale="en-US" defaultLocale="en-US">
          <RouterProvider router={router} />
        </IntlProvider>
      </ApolloProvider>,
    );
    return router;
  }

  it('goes to the search with the picked place, chosen, its box and the default filters', async () => {
    const router = renderHeader();
    fireEvent.change(screen.getByRole('combobox', { name: 'Where are you going?' }), { target: { value: 'lis' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lisbon/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/refinement_paths'));
    expect(router.state.location.search).toBe(
      '?address=Lisbon%2C%20Portugal&chosen=true&personCapacity=1&womenCount=1' +
        '&sw_lat=38.57&sw_lng=-9.32&ne_lat=38.86&ne_lng=-8.95',
    );
  });

  it('clears the address and the chosen marker when the place is cleared', async () => {
    const router = renderHeader();
    const input = screen.getByRole('combobox', { name: 'Where are you going?' });
    fireEvent.change(input, { target: { value: 'lis' } });
    fireEvent.click(await screen.findByRole('option', { name: /Lisbon/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/s/refinement_paths'));
    const again = screen.getByRole('combobox', { name: 'Where are you going?' }) as HTMLInputElement;
    expect(again.value).toBe('Lisbon, Portugal');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the place' }));
    expect(again.value).toBe('');
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(again, { target: { value: 'Porto' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(router.state.location.search).toBe('?address=Porto&personCapacity=1&womenCount=1'));
  });
});
