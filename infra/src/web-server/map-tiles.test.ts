import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_TILE_ATTRIBUTION, DEFAULT_MAP_TILE_URL, mapTileSettings, tileImageSource } from './map-tiles';

describe('the map tile settings', () => {
  it("default to OpenStreetMap's tiles with OpenStreetMap's credit line", () => {
    expect(mapTileSettings({})).toEqual({ url: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION });
  });

  it('take MAP_TILE_URL and MAP_TILE_ATTRIBUTION, with no credit line borrowed from another provider', () => {
    expect(mapTileSettings({ MAP_TILE_URL: ' http://127.0.0.1:9700/{z}/{x}/{y}.png ' })).toEqual({
      url: 'http://127.0.0.1:9700/{z}/{x}/{y}.png',
      attribution: '',
    });
    expect(
      mapTileSettings({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example' }),
    ).toEqual({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' });
  });
});

describe("a tile URL's image source", () => {
  it('is the origin of the template, port included', () => {
    expect(tileImageSource(DEFAULT_MAP_TILE_URL)).toBe('https://tile.openstreetmap.org');
    expect(tileImageSource('http://127.0.0.1:9700/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:9700');
    expect(tileImageSource('HTTPS://Tiles.Example.com/{z}/{x}/{y}@2x.png?key=abc')).toBe('https://tiles.example.com');
  });

  it('is a wildcard for a {s} subdomain', () => {
    expect(tileImageSource('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBe('https://*.tile.example.com');
  });

  it('is nothing for a path on this site or anything that could break the header', () => {
    for (const template of [
      '/tiles/{z}/{x}/{y}.png',
      'data:image/png;base64,AAAA',
      "https://evil.example; script-src 'unsafe-inline'/x",
      'https://{z}.example.com/{x}.png',
      'javascript:alert(1)',
    ]) {
      expect(tileImageSource(template), template).toBeUndefined();
    }
  });
});
