import { pickupStations } from './pickup-stations';

const allStations = pickupStations.flatMap((entry) => entry.stations);
const allFees = allStations.map((station) => station.fee);

function countyOf(county: string) {
  const entry = pickupStations.find((candidate) => candidate.county === county);
  if (!entry) throw new Error(`No county ${county}`);
  return entry;
}

function stationIn(county: string, matches: (name: string) => boolean) {
  const station = countyOf(county).stations.find((candidate) => matches(candidate.name));
  if (!station) throw new Error(`No matching station in ${county}`);
  return station;
}

describe('pickupStations', () => {
  it('lists the 47 counties once each, in alphabetical order', () => {
    const counties = pickupStations.map((entry) => entry.county);
    expect(counties).toHaveLength(47);
    expect(new Set(counties).size).toBe(47);
    expect(counties).toEqual([...counties].sort((a, b) => a.localeCompare(b, 'en')));
    expect(counties).toEqual(expect.arrayContaining(['Nairobi', 'Mombasa', "Murang'a", 'Tharaka-Nithi', 'Elgeyo-Marakwet']));
  });

  it('gives every station a unique kebab-case id', () => {
    const ids = allStations.map((station) => station.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has at least two named stations in every county', () => {
    for (const entry of pickupStations) {
      expect(entry.stations.length).toBeGreaterThanOrEqual(2);
      for (const station of entry.stations) expect(station.name.trim()).not.toBe('');
    }
  });

  it('charges whole shillings in multiples of 10', () => {
    for (const fee of allFees) {
      expect(Number.isInteger(fee)).toBe(true);
      expect(fee % 10).toBe(0);
    }
  });

  it('charges 240 for every Nairobi station, the lowest fee anywhere', () => {
    expect(Math.min(...allFees)).toBe(240);
    for (const station of countyOf('Nairobi').stations) expect(station.fee).toBe(240);
  });

  it('keeps the required figures', () => {
    expect(stationIn('Kiambu', (name) => name.includes('Kiambu')).fee).toBe(250);
    expect(stationIn('Kiambu', (name) => name === 'Thika')).toEqual({ id: 'thika', name: 'Thika', fee: 260 });
    expect(stationIn('Mombasa', (name) => name === 'Diani').fee).toBe(660);
    expect(stationIn('Lamu', (name) => name === 'Lamu Town').fee).toBe(1620);
  });

  it('charges the most, 2160, for Kakuma in Turkana and for no other station', () => {
    const kakuma = stationIn('Turkana', (name) => name === 'Kakuma');
    expect(kakuma.fee).toBe(2160);
    const others = allStations.filter((station) => station !== kakuma);
    expect(Math.max(...others.map((station) => station.fee))).toBeLessThan(2160);
  });
});
