// Sample pickup stations and delivery fees, grouped by county: placeholder figures until the shop
// owner replaces this table with their courier's real one. Fees are whole KES (no cents).

export interface PickupStation {
  /** Unique within the whole table, stable: used as the form value. kebab-case, e.g. 'nairobi-cbd-kenyatta-avenue'. */
  id: string;
  /** As shown to shoppers, e.g. 'Nairobi CBD - Kenyatta Avenue'. */
  name: string;
  /** Delivery fee to this station in whole KES. */
  fee: number;
}

export interface CountyStations {
  /** Official county name, e.g. 'Nairobi', "Murang'a", 'Tharaka-Nithi'. */
  county: string;
  stations: PickupStation[];
}

/** All 47 counties, in alphabetical order of county name. */
export const pickupStations: readonly CountyStations[] = [
  {
    county: 'Baringo',
    stations: [
      { id: 'kabarnet', name: 'Kabarnet', fee: 450 },
      { id: 'eldama-ravine', name: 'Eldama Ravine', fee: 470 },
      { id: 'marigat', name: 'Marigat', fee: 500 },
    ],
  },
  {
    county: 'Bomet',
    stations: [
      { id: 'bomet-town', name: 'Bomet Town', fee: 480 },
      { id: 'sotik', name: 'Sotik', fee: 500 },
      { id: 'mulot', name: 'Mulot', fee: 520 },
    ],
  },
  {
    county: 'Bungoma',
    stations: [
      { id: 'bungoma-town', name: 'Bungoma Town', fee: 560 },
      { id: 'webuye', name: 'Webuye', fee: 580 },
      { id: 'kimilili', name: 'Kimilili', fee: 590 },
      { id: 'chwele', name: 'Chwele', fee: 600 },
    ],
  },
  {
    county: 'Busia',
    stations: [
      { id: 'busia-town', name: 'Busia Town', fee: 600 },
      { id: 'malaba', name: 'Malaba', fee: 630 },
      { id: 'port-victoria', name: 'Port Victoria', fee: 650 },
    ],
  },
  {
    county: 'Elgeyo-Marakwet',
    stations: [
      { id: 'iten', name: 'Iten', fee: 540 },
      { id: 'tambach', name: 'Tambach', fee: 560 },
      { id: 'kapsowar', name: 'Kapsowar', fee: 580 },
    ],
  },
  {
    county: 'Embu',
    stations: [
      { id: 'embu-town', name: 'Embu Town', fee: 380 },
      { id: 'runyenjes', name: 'Runyenjes', fee: 400 },
      { id: 'siakago', name: 'Siakago', fee: 440 },
    ],
  },
  {
    county: 'Garissa',
    stations: [
      { id: 'garissa-town', name: 'Garissa Town', fee: 1200 },
      { id: 'masalani', name: 'Masalani', fee: 1380 },
      { id: 'dadaab', name: 'Dadaab', fee: 1420 },
    ],
  },
  {
    county: 'Homa Bay',
    stations: [
      { id: 'homa-bay-town', name: 'Homa Bay Town', fee: 620 },
      { id: 'oyugis', name: 'Oyugis', fee: 640 },
      { id: 'kendu-bay', name: 'Kendu Bay', fee: 650 },
      { id: 'mbita', name: 'Mbita', fee: 660 },
    ],
  },
  {
    county: 'Isiolo',
    stations: [
      { id: 'isiolo-town', name: 'Isiolo Town', fee: 1050 },
      { id: 'garbatulla', name: 'Garbatulla', fee: 1350 },
      { id: 'merti', name: 'Merti', fee: 1400 },
    ],
  },
  {
    // Kitengela, Rongai and Ngong sit on Nairobi's edge, so they cost less than Kajiado Town.
    county: 'Kajiado',
    stations: [
      { id: 'kitengela', name: 'Kitengela', fee: 280 },
      { id: 'ongata-rongai', name: 'Ongata Rongai', fee: 280 },
      { id: 'ngong', name: 'Ngong', fee: 290 },
      { id: 'kajiado-town', name: 'Kajiado Town', fee: 330 },
      { id: 'namanga', name: 'Namanga', fee: 400 },
    ],
  },
  {
    county: 'Kakamega',
    stations: [
      { id: 'kakamega-town', name: 'Kakamega Town', fee: 560 },
      { id: 'malava', name: 'Malava', fee: 590 },
      { id: 'mumias', name: 'Mumias', fee: 600 },
      { id: 'butere', name: 'Butere', fee: 610 },
    ],
  },
  {
    county: 'Kericho',
    stations: [
      { id: 'kericho-town', name: 'Kericho Town', fee: 460 },
      { id: 'londiani', name: 'Londiani', fee: 480 },
      { id: 'litein', name: 'Litein', fee: 490 },
    ],
  },
  {
    county: 'Kiambu',
    stations: [
      { id: 'kiambu-town', name: 'Kiambu Town', fee: 250 },
      { id: 'thika', name: 'Thika', fee: 260 },
      { id: 'ruiru', name: 'Ruiru', fee: 260 },
      { id: 'kikuyu', name: 'Kikuyu', fee: 270 },
      { id: 'juja', name: 'Juja', fee: 270 },
    ],
  },
  {
    county: 'Kilifi',
    stations: [
      { id: 'kilifi-town', name: 'Kilifi Town', fee: 640 },
      { id: 'mtwapa', name: 'Mtwapa', fee: 640 },
      { id: 'mariakani', name: 'Mariakani', fee: 650 },
      { id: 'malindi', name: 'Malindi', fee: 680 },
      { id: 'watamu', name: 'Watamu', fee: 700 },
    ],
  },
  {
    county: 'Kirinyaga',
    stations: [
      { id: 'kerugoya', name: 'Kerugoya', fee: 370 },
      { id: 'sagana', name: 'Sagana', fee: 380 },
      { id: 'kagio', name: 'Kagio', fee: 390 },
      { id: 'mwea-wanguru', name: "Mwea - Wang'uru", fee: 400 },
    ],
  },
  {
    county: 'Kisii',
    stations: [
      { id: 'kisii-town', name: 'Kisii Town', fee: 580 },
      { id: 'marani', name: 'Marani', fee: 610 },
      { id: 'ogembo', name: 'Ogembo', fee: 620 },
      { id: 'nyamache', name: 'Nyamache', fee: 620 },
    ],
  },
  {
    county: 'Kisumu',
    stations: [
      { id: 'kisumu-cbd-oginga-odinga-street', name: 'Kisumu CBD - Oginga Odinga Street', fee: 540 },
      { id: 'kisumu-kondele', name: 'Kisumu - Kondele', fee: 550 },
      { id: 'ahero', name: 'Ahero', fee: 570 },
      { id: 'kombewa', name: 'Kombewa', fee: 590 },
      { id: 'muhoroni', name: 'Muhoroni', fee: 600 },
    ],
  },
  {
    county: 'Kitui',
    stations: [
      { id: 'kitui-town', name: 'Kitui Town', fee: 460 },
      { id: 'mwingi', name: 'Mwingi', fee: 500 },
      { id: 'mutomo', name: 'Mutomo', fee: 540 },
    ],
  },
  {
    county: 'Kwale',
    stations: [
      { id: 'kwale-town', name: 'Kwale Town', fee: 680 },
      { id: 'msambweni', name: 'Msambweni', fee: 720 },
      { id: 'kinango', name: 'Kinango', fee: 720 },
      { id: 'lunga-lunga', name: 'Lunga Lunga', fee: 760 },
    ],
  },
  {
    county: 'Laikipia',
    stations: [
      { id: 'nanyuki', name: 'Nanyuki', fee: 420 },
      { id: 'nyahururu', name: 'Nyahururu', fee: 430 },
      { id: 'rumuruti', name: 'Rumuruti', fee: 460 },
    ],
  },
  {
    county: 'Lamu',
    stations: [
      { id: 'lamu-town', name: 'Lamu Town', fee: 1620 },
      { id: 'mpeketoni', name: 'Mpeketoni', fee: 1680 },
      { id: 'witu', name: 'Witu', fee: 1700 },
    ],
  },
  {
    // Athi River and Syokimau sit on Nairobi's edge, so they cost less than Machakos Town.
    county: 'Machakos',
    stations: [
      { id: 'syokimau', name: 'Syokimau', fee: 290 },
      { id: 'athi-river', name: 'Athi River', fee: 300 },
      { id: 'machakos-town', name: 'Machakos Town', fee: 320 },
      { id: 'kangundo', name: 'Kangundo', fee: 360 },
    ],
  },
  {
    county: 'Makueni',
    stations: [
      { id: 'wote', name: 'Wote', fee: 440 },
      { id: 'emali', name: 'Emali', fee: 460 },
      { id: 'makindu', name: 'Makindu', fee: 480 },
      { id: 'kibwezi', name: 'Kibwezi', fee: 500 },
    ],
  },
  {
    county: 'Mandera',
    stations: [
      { id: 'mandera-town', name: 'Mandera Town', fee: 1820 },
      { id: 'el-wak', name: 'El Wak', fee: 1880 },
      { id: 'rhamu', name: 'Rhamu', fee: 1900 },
    ],
  },
  {
    county: 'Marsabit',
    stations: [
      { id: 'marsabit-town', name: 'Marsabit Town', fee: 1500 },
      { id: 'laisamis', name: 'Laisamis', fee: 1560 },
      { id: 'moyale', name: 'Moyale', fee: 1650 },
      { id: 'north-horr', name: 'North Horr', fee: 1820 },
    ],
  },
  {
    county: 'Meru',
    stations: [
      { id: 'meru-town', name: 'Meru Town', fee: 420 },
      { id: 'nkubu', name: 'Nkubu', fee: 440 },
      { id: 'timau', name: 'Timau', fee: 450 },
      { id: 'maua', name: 'Maua', fee: 460 },
    ],
  },
  {
    county: 'Migori',
    stations: [
      { id: 'migori-town', name: 'Migori Town', fee: 640 },
      { id: 'rongo', name: 'Rongo', fee: 650 },
      { id: 'awendo', name: 'Awendo', fee: 650 },
      { id: 'isebania', name: 'Isebania', fee: 680 },
    ],
  },
  {
    county: 'Mombasa',
    stations: [
      { id: 'mombasa-cbd-moi-avenue', name: 'Mombasa CBD - Moi Avenue', fee: 600 },
      { id: 'mombasa-nyali', name: 'Mombasa - Nyali', fee: 610 },
      { id: 'mombasa-bamburi', name: 'Mombasa - Bamburi', fee: 620 },
      { id: 'mombasa-likoni', name: 'Mombasa - Likoni', fee: 630 },
      // Diani is in Kwale county, but the shop groups it with the Mombasa area.
      { id: 'diani', name: 'Diani', fee: 660 },
    ],
  },
  {
    county: "Murang'a",
    stations: [
      { id: 'muranga-town', name: "Murang'a Town", fee: 320 },
      { id: 'kenol', name: 'Kenol', fee: 320 },
      { id: 'kigumo', name: 'Kigumo', fee: 360 },
      { id: 'kangema', name: 'Kangema', fee: 370 },
    ],
  },
  {
    county: 'Nairobi',
    stations: [
      { id: 'nairobi-cbd-kenyatta-avenue', name: 'Nairobi CBD - Kenyatta Avenue', fee: 240 },
      { id: 'nairobi-westlands', name: 'Nairobi - Westlands', fee: 240 },
      { id: 'nairobi-ngong-road', name: 'Nairobi - Ngong Road', fee: 240 },
      { id: 'nairobi-eastleigh', name: 'Nairobi - Eastleigh', fee: 240 },
      { id: 'nairobi-kasarani', name: 'Nairobi - Kasarani', fee: 240 },
      { id: 'nairobi-embakasi', name: 'Nairobi - Embakasi', fee: 240 },
      { id: 'nairobi-karen', name: 'Nairobi - Karen', fee: 240 },
    ],
  },
  {
    county: 'Nakuru',
    stations: [
      { id: 'nakuru-cbd-kenyatta-avenue', name: 'Nakuru CBD - Kenyatta Avenue', fee: 350 },
      { id: 'naivasha', name: 'Naivasha', fee: 350 },
      { id: 'gilgil', name: 'Gilgil', fee: 360 },
      { id: 'njoro', name: 'Njoro', fee: 380 },
      { id: 'molo', name: 'Molo', fee: 400 },
    ],
  },
  {
    county: 'Nandi',
    stations: [
      { id: 'kapsabet', name: 'Kapsabet', fee: 520 },
      { id: 'nandi-hills', name: 'Nandi Hills', fee: 540 },
      { id: 'kabiyet', name: 'Kabiyet', fee: 560 },
    ],
  },
  {
    county: 'Narok',
    stations: [
      { id: 'narok-town', name: 'Narok Town', fee: 420 },
      { id: 'kilgoris', name: 'Kilgoris', fee: 500 },
      { id: 'talek', name: 'Talek', fee: 560 },
    ],
  },
  {
    county: 'Nyamira',
    stations: [
      { id: 'nyamira-town', name: 'Nyamira Town', fee: 600 },
      { id: 'nyansiongo', name: 'Nyansiongo', fee: 620 },
      { id: 'ekerenyo', name: 'Ekerenyo', fee: 630 },
    ],
  },
  {
    county: 'Nyandarua',
    stations: [
      { id: 'ol-kalou', name: 'Ol Kalou', fee: 400 },
      { id: 'engineer', name: 'Engineer', fee: 400 },
      { id: 'njabini', name: 'Njabini', fee: 410 },
      { id: 'ol-joro-orok', name: 'Ol Joro Orok', fee: 420 },
    ],
  },
  {
    county: 'Nyeri',
    stations: [
      { id: 'nyeri-town', name: 'Nyeri Town', fee: 380 },
      { id: 'karatina', name: 'Karatina', fee: 380 },
      { id: 'othaya', name: 'Othaya', fee: 400 },
      { id: 'naro-moru', name: 'Naro Moru', fee: 410 },
    ],
  },
  {
    county: 'Samburu',
    stations: [
      { id: 'maralal', name: 'Maralal', fee: 1100 },
      { id: 'archers-post', name: 'Archers Post', fee: 1200 },
      { id: 'wamba', name: 'Wamba', fee: 1250 },
      { id: 'baragoi', name: 'Baragoi', fee: 1300 },
    ],
  },
  {
    county: 'Siaya',
    stations: [
      { id: 'siaya-town', name: 'Siaya Town', fee: 600 },
      { id: 'ugunja', name: 'Ugunja', fee: 610 },
      { id: 'yala', name: 'Yala', fee: 610 },
      { id: 'bondo', name: 'Bondo', fee: 620 },
    ],
  },
  {
    county: 'Taita-Taveta',
    stations: [
      { id: 'voi', name: 'Voi', fee: 560 },
      { id: 'mwatate', name: 'Mwatate', fee: 580 },
      { id: 'wundanyi', name: 'Wundanyi', fee: 600 },
      { id: 'taveta', name: 'Taveta', fee: 640 },
    ],
  },
  {
    county: 'Tana River',
    stations: [
      { id: 'hola', name: 'Hola', fee: 1200 },
      { id: 'garsen', name: 'Garsen', fee: 1250 },
      { id: 'bura', name: 'Bura', fee: 1300 },
    ],
  },
  {
    county: 'Tharaka-Nithi',
    stations: [
      { id: 'chuka', name: 'Chuka', fee: 420 },
      { id: 'chogoria', name: 'Chogoria', fee: 430 },
      { id: 'marimanti', name: 'Marimanti', fee: 480 },
    ],
  },
  {
    county: 'Trans Nzoia',
    stations: [
      { id: 'kitale', name: 'Kitale', fee: 560 },
      { id: 'kiminini', name: 'Kiminini', fee: 570 },
      { id: 'endebess', name: 'Endebess', fee: 600 },
    ],
  },
  {
    county: 'Turkana',
    stations: [
      { id: 'lodwar', name: 'Lodwar', fee: 1900 },
      { id: 'lokichar', name: 'Lokichar', fee: 1920 },
      { id: 'kakuma', name: 'Kakuma', fee: 2160 },
    ],
  },
  {
    county: 'Uasin Gishu',
    stations: [
      { id: 'eldoret-cbd-uganda-road', name: 'Eldoret CBD - Uganda Road', fee: 480 },
      { id: 'turbo', name: 'Turbo', fee: 510 },
      { id: 'burnt-forest', name: 'Burnt Forest', fee: 510 },
      { id: 'mois-bridge', name: "Moi's Bridge", fee: 520 },
    ],
  },
  {
    county: 'Vihiga',
    stations: [
      { id: 'mbale', name: 'Mbale', fee: 560 },
      { id: 'luanda', name: 'Luanda', fee: 570 },
      { id: 'chavakali', name: 'Chavakali', fee: 570 },
    ],
  },
  {
    county: 'Wajir',
    stations: [
      { id: 'wajir-town', name: 'Wajir Town', fee: 1600 },
      { id: 'habaswein', name: 'Habaswein', fee: 1640 },
      { id: 'bute', name: 'Bute', fee: 1760 },
    ],
  },
  {
    county: 'West Pokot',
    stations: [
      { id: 'kapenguria', name: 'Kapenguria', fee: 1000 },
      { id: 'chepareria', name: 'Chepareria', fee: 1040 },
      { id: 'sigor', name: 'Sigor', fee: 1100 },
    ],
  },
];

/** The stations of one county, in table order (none for an unknown county). */
export function stationsOf(county: string): readonly PickupStation[] {
  return pickupStations.find((entry) => entry.county === county)?.stations ?? [];
}

/** A station by its id, within its county. */
export function findStation(county: string, stationId: string): PickupStation | undefined {
  return stationsOf(county).find((station) => station.id === stationId);
}
