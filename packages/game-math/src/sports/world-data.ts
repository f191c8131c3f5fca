import type { Text } from './market.js'

/*
 * The fictional world's names (docs/sportsbook.md): our own invention, no real club, player or league. Team
 * names are proper nouns and read the same in both languages unless a translation reads better.
 * Ratings are not here: they are drawn from the world seed (world.ts).
 */

export type SportKey = 'football' | 'basketball' | 'tennis' | 'volleyball' | 'hockey' | 'cs2' | 'lol'

export interface CompetitionDef {
  key: string
  sport: SportKey
  name: Text
  /** Region/category shown in the tree. */
  region: Text
  /** A round (all its matches together) kicks off every `everyMinutes`, first at `offsetMinutes`. */
  everyMinutes: number
  offsetMinutes: number
  /** Best of how many sets (tennis) or maps (e-sports). */
  bestOf?: number
  /** Football: the name pool its squads are drawn from (scorers and cards in the timeline). */
  names?: NamePool
  teams: Array<{ key: string; name: Text }>
}

const same = (s: string): Text => ({ tr: s, en: s })
const teams = (prefix: string, names: Array<string | [string, string]>) =>
  names.map((n, i) => ({
    key: `${prefix}-${i + 1}`,
    name: typeof n === 'string' ? same(n) : { tr: n[0], en: n[1] },
  }))

export const SPORT_NAMES: Record<SportKey, Text> = {
  football: { tr: 'Futbol', en: 'Football' },
  basketball: { tr: 'Basketbol', en: 'Basketball' },
  tennis: { tr: 'Tenis', en: 'Tennis' },
  volleyball: { tr: 'Voleybol', en: 'Volleyball' },
  hockey: { tr: 'Buz Hokeyi', en: 'Ice Hockey' },
  cs2: { tr: 'Counter-Strike 2', en: 'Counter-Strike 2' },
  lol: { tr: 'League of Legends', en: 'League of Legends' },
}

export type NamePool = 'tr' | 'en' | 'es' | 'de'

/** Invented player names are a first name and a surname drawn from these (world.ts). */
export const NAME_POOLS: Record<NamePool, { first: readonly string[]; last: readonly string[] }> = {
  tr: {
    first: [
      'Emre',
      'Burak',
      'Kerem',
      'Onur',
      'Mert',
      'Arda',
      'Caner',
      'Serkan',
      'Barış',
      'Tolga',
      'Yiğit',
      'Efe',
    ],
    last: [
      'Aksoylu',
      'Yıldıztepe',
      'Karakum',
      'Demirdağ',
      'Erdemli',
      'Özkaynak',
      'Tekinalp',
      'Uçarer',
      'Polatlı',
      'Sezgin',
      'Karacan',
      'Bulutay',
    ],
  },
  en: {
    first: ['Jack', 'Oliver', 'Harry', 'George', 'Callum', 'Rhys', 'Owen', 'Declan', 'Toby', 'Lewis'],
    last: [
      'Ashworth',
      'Pennick',
      'Halewood',
      'Marshby',
      'Thornbury',
      'Bexwell',
      'Cranleigh',
      'Whitlow',
      'Fairhurst',
      'Oakridge',
    ],
  },
  es: {
    first: ['Javier', 'Iker', 'Álvaro', 'Pablo', 'Sergio', 'Rubén', 'Dani', 'Marcos'],
    last: [
      'Robledano',
      'Ferrández',
      'Salcedillo',
      'Ibarrola',
      'Quintanar',
      'Olmedilla',
      'Vidaurre',
      'Herreño',
    ],
  },
  de: {
    first: ['Jonas', 'Felix', 'Leon', 'Lukas', 'Niklas', 'Tim', 'Florian', 'Moritz'],
    last: [
      'Brennwald',
      'Kesselring',
      'Hoffstetter',
      'Lindquist',
      'Vogtland',
      'Seidelmann',
      'Reimold',
      'Falkner',
    ],
  },
}

export const ESPORTS: readonly SportKey[] = ['cs2', 'lol']

/** The CS2-like map pool a series picks from. */
export const CS2_MAPS = ['Liman', 'Çarşı', 'Kale', 'Sarnıç', 'Fener', 'Tersane', 'Kervan'] as const

/*
 * Football: four leagues of eight, a round every three hours, staggered by 45 minutes, so a round
 * of four matches kicks off every 45 world-minutes and any hour holds at least four kick-offs.
 */
export const COMPETITIONS: readonly CompetitionDef[] = [
  {
    key: 'fb-anadolu',
    sport: 'football',
    name: { tr: 'Anadolu Süper Ligi', en: 'Anatolian Super League' },
    region: { tr: 'Türkiye (kurgusal)', en: 'Türkiye (fictional)' },
    everyMinutes: 180,
    offsetMinutes: 0,
    names: 'tr',
    teams: teams('ana', [
      ['Karadeniz Fırtınası', 'Black Sea Storm'],
      ['Kapadokya Balonspor', 'Cappadocia Balloons'],
      ['Ege Rüzgârı SK', 'Aegean Wind SC'],
      ['Toros Kartalları', 'Taurus Eagles'],
      ['Haliç Yıldızları', 'Golden Horn Stars'],
      ['Fırat Şahinleri', 'Euphrates Falcons'],
      ['Kaçkar Dağspor', 'Kaçkar Mountaineers'],
      ['Marmara Denizcileri', 'Marmara Mariners'],
    ]),
  },
  {
    key: 'fb-northshire',
    sport: 'football',
    name: { tr: 'Kuzeyşire Ligi', en: 'Northshire League' },
    region: { tr: 'Kuzeyşire (kurgusal)', en: 'Northshire (fictional)' },
    everyMinutes: 180,
    offsetMinutes: 45,
    names: 'en',
    teams: teams('nsh', [
      'Fernhollow Rovers',
      'Ironvale United',
      'Saltmarsh Town',
      'Greywick Athletic',
      'Oakhaven City',
      'Stormcliff Wanderers',
      'Redmoor Forest',
      'Brackenfield County',
    ]),
  },
  {
    key: 'fb-sol',
    sport: 'football',
    name: { tr: 'Güneş Ligi', en: 'Liga del Sol' },
    region: { tr: 'Solmar (kurgusal)', en: 'Solmar (fictional)' },
    everyMinutes: 180,
    offsetMinutes: 90,
    names: 'es',
    teams: teams('sol', [
      'CD Villaluz',
      'Atlético Montenegra',
      'Sporting Arenal',
      'Racing Ribasol',
      'UD Puertoluna',
      'CF Sierra Plata',
      'Deportivo Olivares',
      'Unión Marisma',
    ]),
  },
  {
    key: 'fb-rheinmark',
    sport: 'football',
    name: { tr: 'Rheinmark Ligi', en: 'Rheinmark Liga' },
    region: { tr: 'Rheinmark (kurgusal)', en: 'Rheinmark (fictional)' },
    everyMinutes: 180,
    offsetMinutes: 135,
    names: 'de',
    teams: teams('rhm', [
      'FC Sternau 04',
      'SV Kaltwasser',
      'TuS Feldenau',
      'Viktoria Lindenhof',
      'SpVgg Hohenmoor',
      'VfB Grünthal',
      'Union Silberbach',
      'Rabenfels 1911',
    ]),
  },
  {
    key: 'bb-galata',
    sport: 'basketball',
    name: { tr: 'Boğaz Basketbol Ligi', en: 'Bosphorus Basketball League' },
    region: { tr: 'Türkiye (kurgusal)', en: 'Türkiye (fictional)' },
    everyMinutes: 120,
    offsetMinutes: 20,
    teams: teams('bbg', [
      ['Liman Dalgaları', 'Harbour Waves'],
      ['Kule Devleri', 'Tower Giants'],
      ['Vapur Kaptanları', 'Ferry Captains'],
      ['Çınar Altı', 'Plane Tree'],
      ['Sahil Şimşekleri', 'Shore Lightning'],
      ['Tepe Kurtları', 'Hill Wolves'],
      ['Fener Işıkları', 'Lighthouse Beams'],
      ['Köprü Atları', 'Bridge Horses'],
    ]),
  },
  {
    key: 'tn-bosphorus',
    sport: 'tennis',
    name: { tr: 'Boğaziçi Açık', en: 'Bosphorus Open' },
    region: { tr: 'Erkekler (kurgusal)', en: 'Men (fictional)' },
    everyMinutes: 180,
    offsetMinutes: 10,
    bestOf: 3,
    teams: teams('tnb', [
      'Deniz Arıkan',
      'Mateo Varela',
      'Lukas Brandt',
      'Yusuf Kaplan',
      'Oliver Hartwell',
      'Emre Sancak',
      'Nikolai Verin',
      'Tomás Aguirre',
    ]),
  },
  {
    key: 'vb-efeler',
    sport: 'volleyball',
    name: { tr: 'Efeler Voleybol Ligi', en: 'Efeler Volleyball League' },
    region: { tr: 'Türkiye (kurgusal)', en: 'Türkiye (fictional)' },
    everyMinutes: 150,
    offsetMinutes: 35,
    bestOf: 5,
    teams: teams('vbe', [
      ['Marmara Kartalları', 'Marmara Eagles'],
      ['Ege Rüzgârı', 'Aegean Wind'],
      ['Toros Smaç', 'Taurus Spikers'],
      ['Kent Blokçuları', 'City Blockers'],
      ['Körfez Yıldızları', 'Gulf Stars'],
      ['Yayla Pasörleri', 'Plateau Setters'],
      ['Liman Servisçileri', 'Harbour Servers'],
      ['Ova Libero', 'Plain Liberos'],
    ]),
  },
  {
    key: 'ih-north',
    sport: 'hockey',
    name: { tr: 'Kuzey Buz Hokeyi Ligi', en: 'Northern Ice Hockey League' },
    region: { tr: 'Uluslararası (kurgusal)', en: 'International (fictional)' },
    everyMinutes: 120,
    offsetMinutes: 50,
    teams: teams('ihn', [
      ['Buzul Ayıları', 'Glacier Bears'],
      'Frostvik Wolves',
      'Nordhavn Pike',
      ['Kar Baykuşları', 'Snow Owls'],
      'Iskarsk Lynx',
      'Polar Falcons',
      ['Tundra Geyikleri', 'Tundra Elks'],
      'Kaldbrekka Storm',
    ]),
  },
  {
    key: 'cs-galata',
    sport: 'cs2',
    name: { tr: 'Galata CS Ligi', en: 'Galata CS League' },
    region: { tr: 'Uluslararası (kurgusal)', en: 'International (fictional)' },
    everyMinutes: 240,
    offsetMinutes: 30,
    bestOf: 3,
    teams: teams('csg', [
      ['Kara Kurtlar', 'Black Wolves'],
      'Neon Samurai',
      'Frost Giants',
      ['Kızıl Tilkiler', 'Red Foxes'],
      'Iron Ravens',
      'Nova Vipers',
      ['Gece Baykuşları', 'Night Owls'],
      'Atlas Five',
    ]),
  },
  {
    key: 'lol-galata',
    sport: 'lol',
    name: { tr: 'Galata LoL Ligi', en: 'Galata LoL League' },
    region: { tr: 'Uluslararası (kurgusal)', en: 'International (fictional)' },
    everyMinutes: 180,
    offsetMinutes: 100,
    bestOf: 3,
    teams: teams('lolg', [
      ['Ejder Muhafızları', 'Dragon Guards'],
      'Crystal Sages',
      'Storm Herald',
      ['Yıldız Tozu', 'Stardust'],
      'Obsidian Crown',
      'Silver Lotus',
      ['Anka Kuşları', 'Phoenixes'],
      'Jade Tempest',
    ]),
  },
  {
    key: 'lol-rapid',
    sport: 'lol',
    name: { tr: 'Hızlı Kupa (Bo1)', en: 'Rapid Cup (Bo1)' },
    region: { tr: 'Uluslararası (kurgusal)', en: 'International (fictional)' },
    everyMinutes: 60,
    offsetMinutes: 5,
    bestOf: 1,
    teams: teams('lolr', [
      'Azure Drakes',
      'Ember Wardens',
      ['Poyraz', 'North Wind'],
      'Lumen Order',
      ['Kuzgunlar', 'Ravens'],
      'Solar Tide',
      'Echo Pact',
      ['Yelken', 'Sail'],
    ]),
  },
]
