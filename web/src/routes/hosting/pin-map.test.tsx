// The host editor's map pin (issue 14): a click on the map puts the pin there and gives the fields its place, the
// fields' numbers put the pin on the map, and text that is no place on the globe shows no pin.
import { act, fireEvent, render, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import PinMap, { pinOf } from './pin-map';

function Harness({ lat, lng }: { lat: string; lng: string }) {
  const [place, setPlace] = useState({ lat, lng });
  return (
    <>
      <PinMap lat={place.lat} lng={place.lng} label="Map" onPick={(lat, lng) => setPlace({ lat, lng })} />
      <output data-testid="place">{`${place.lat},${place.lng}`}</output>
      <button type="button" onClick={() => setPlace({ lat: '48.8566', lng: '2.3522' })}>
        type Paris
      </button>
    </>
  );
}

const markers = (container: HTMLElement) => container.querySelectorAll('.leaflet-marker-icon');

describe('the map pin', () => {
  it('reads a place from the fields only while both are numbers on the globe', () => {
    expect(pinOf('51.5296', '-0.0707')).toEqual([51.5296, -0.0707]);
    expect(pinOf('', '-0.0707')).toBeNull();
    expect(pinOf('north', '2')).toBeNull();
    expect(pinOf('91', '0')).toBeNull();
    expect(pinOf('0', '-181')).toBeNull();
  });

  it('shows no pin until she gives a place, then moves it where she clicks', async () => {
    const { container, getByTestId } = render(<Harness lat="" lng="" />);
    const map = await waitFor(() => {
      const element = container.querySelector<HTMLElement>('.leaflet-container');
      expect(element).toBeTruthy();
      return element!;
    });
    expect(map.closest('[role="group"]')?.getAttribute('aria-label')).toBe('Map');
    expect(markers(container)).toHaveLength(0);

    // The map has no size in this document, so its centre (the world's, 20° N 0° E) is at its corner: a click
    // there picks the centre (to the pixel); the map then zooms in on the pin, and 40 pixels east is a little east.
    act(() => {
      fireEvent.click(map, { clientX: 0, clientY: 0 });
    });
    await waitFor(() => expect(markers(container)).toHaveLength(1));
    const [lat, lng] = getByTestId('place').textContent!.split(',').map(Number);
    expect(lat).toBeCloseTo(20, 0);
    expect(lng).toBe(0);
    act(() => {
      fireEvent.click(map, { clientX: 40, clientY: 0 });
    });
    await waitFor(() => expect(Number(getByTestId('place').textContent!.split(',')[1])).toBeGreaterThan(0));
    expect(Number(getByTestId('place').textContent!.split(',')[1])).toBeLessThan(0.01);
  });

  it('puts the pin at the place typed in the fields, the map following it', async () => {
    const { container, getByRole, getByTestId } = render(<Harness lat="51.5296" lng="-0.0707" />);
    await waitFor(() => expect(markers(container)).toHaveLength(1));
    // The map follows the pin typed far from what it showed: a click at its centre now picks Paris.
    fireEvent.click(getByRole('button', { name: 'type Paris' }));
    const map = container.querySelector<HTMLElement>('.leaflet-container')!;
    act(() => {
      fireEvent.click(map, { clientX: 0, clientY: 0 });
    });
    await waitFor(() => {
      const [lat, lng] = getByTestId('place').textContent!.split(',').map(Number);
      expect(lat).toBeCloseTo(48.8566, 3);
      expect(lng).toBeCloseTo(2.3522, 3);
    });
    expect(markers(container)).toHaveLength(1);
  });
});
