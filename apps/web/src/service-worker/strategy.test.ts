import { describe, expect, it } from 'vitest';
import { strategyFor } from './strategy';

const ORIGIN = 'https://lintas.example';
const get = (path: string, mode = 'cors') => ({ url: `${ORIGIN}${path}`, method: 'GET', mode });

describe('service worker request strategy', () => {
  it('answers app pages from the network first and the cached shell offline', () => {
    expect(strategyFor(get('/reservasi/LTS-ABC123', 'navigate'), ORIGIN)).toBe('page');
    expect(strategyFor(get('/', 'navigate'), ORIGIN)).toBe('page');
  });

  it('keeps fingerprinted build files and booking details', () => {
    expect(strategyFor(get('/assets/index-Ab12.js'), ORIGIN)).toBe('asset');
    expect(strategyFor(get('/api/travel/detail-reservasi?reservasi_kode=X'), ORIGIN)).toBe(
      'ticket',
    );
  });

  it('never keeps searches, payments or server pages', () => {
    expect(strategyFor(get('/api/travel/search-jadwal?asal_id=1'), ORIGIN)).toBe('network');
    expect(strategyFor(get('/simulator/pembayaran/X', 'navigate'), ORIGIN)).toBe('network');
    expect(strategyFor(get('/api/health', 'navigate'), ORIGIN)).toBe('network');
    expect(strategyFor({ ...get('/api/travel/detail-reservasi'), method: 'POST' }, ORIGIN)).toBe(
      'network',
    );
  });

  it('leaves other origins alone (map tiles, the identity provider)', () => {
    expect(
      strategyFor(
        { url: 'https://tile.example/1/2/3.png', method: 'GET', mode: 'no-cors' },
        ORIGIN,
      ),
    ).toBe('network');
  });
});
