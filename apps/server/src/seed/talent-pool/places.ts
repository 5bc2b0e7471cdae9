export type City = { city: string; region: string; population: number };

export type Country = {
  code: string;
  name: string;
  /** `#` is a digit; the first one after the country prefix is never 0. */
  phone: string;
  /** `{city}` is one of the country's cities. */
  schools: readonly string[];
  emailDomains: readonly string[];
  cities: readonly City[];
};

/** "City/Region/population in thousands; …" keeps a country on a few lines. */
const cities = (text: string): City[] =>
  text.split(';').map((entry) => {
    const [city = '', region = '', population = '1'] = entry.split('/').map((part) => part.trim());
    return { city, region, population: Number(population) };
  });

const country = (
  code: string,
  name: string,
  phone: string,
  schools: string,
  emailDomains: string,
  cityText: string,
): Country => ({
  code,
  name,
  phone,
  schools: schools.split('|'),
  emailDomains: emailDomains.split('|'),
  cities: cities(cityText),
});

const UNIVERSITY = 'University of {city}|{city} State University|{city} Institute of Technology';
const COMMON_MAIL = 'gmail.com|outlook.com|proton.me';

export const COUNTRIES: readonly Country[] = [
  country(
    'US',
    'United States',
    '+1 (###) ###-####',
    UNIVERSITY,
    `${COMMON_MAIL}|yahoo.com|icloud.com`,
    `New York/New York/8300; Los Angeles/California/3900; Chicago/Illinois/2700; Houston/Texas/2300;
     San Francisco/California/870; Seattle/Washington/750; Austin/Texas/980; Boston/Massachusetts/680;
     Denver/Colorado/720; Atlanta/Georgia/500; Miami/Florida/450; Raleigh/North Carolina/470;
     Minneapolis/Minnesota/430; Portland/Oregon/650; San Diego/California/1400; Phoenix/Arizona/1600`,
  ),
  country(
    'GB',
    'United Kingdom',
    '+44 7### ######',
    'University of {city}|{city} Metropolitan University',
    `${COMMON_MAIL}|hotmail.co.uk|btinternet.com`,
    `London/England/8900; Manchester/England/550; Birmingham/England/1140; Edinburgh/Scotland/530;
     Glasgow/Scotland/630; Bristol/England/470; Leeds/England/800; Cambridge/England/145; Cardiff/Wales/360`,
  ),
  country(
    'CA',
    'Canada',
    '+1 (###) ###-####',
    'University of {city}|{city} Polytechnic',
    `${COMMON_MAIL}|yahoo.ca`,
    `Toronto/Ontario/2800; Montréal/Quebec/1780; Vancouver/British Columbia/680; Calgary/Alberta/1300;
     Ottawa/Ontario/1000; Waterloo/Ontario/120; Edmonton/Alberta/1000`,
  ),
  country(
    'AU',
    'Australia',
    '+61 4## ### ###',
    'University of {city}|{city} University of Technology',
    `${COMMON_MAIL}|bigpond.com`,
    `Sydney/New South Wales/5300; Melbourne/Victoria/5000; Brisbane/Queensland/2500; Perth/Western Australia/2100;
     Adelaide/South Australia/1400`,
  ),
  country(
    'IE',
    'Ireland',
    '+353 8# ### ####',
    'University College {city}|{city} Institute of Technology',
    `${COMMON_MAIL}|eircom.net`,
    `Dublin/Leinster/1400; Cork/Munster/210; Galway/Connacht/85; Limerick/Munster/95`,
  ),
  country(
    'ES',
    'Spain',
    '+34 6## ## ## ##',
    'Universidad de {city}|Universidad Politécnica de {city}',
    `${COMMON_MAIL}|hotmail.es|telefonica.net`,
    `Madrid/Comunidad de Madrid/3300; Barcelona/Cataluña/1640; Valencia/Comunidad Valenciana/800;
     Sevilla/Andalucía/690; Bilbao/País Vasco/345; Málaga/Andalucía/580; Zaragoza/Aragón/675`,
  ),
  country(
    'MX',
    'Mexico',
    '+52 ## #### ####',
    'Universidad Autónoma de {city}|Instituto Tecnológico de {city}',
    `${COMMON_MAIL}|hotmail.com|yahoo.com.mx`,
    `Ciudad de México/Ciudad de México/9200; Guadalajara/Jalisco/1400; Monterrey/Nuevo León/1150;
     Puebla/Puebla/1700; Querétaro/Querétaro/1050; Mérida/Yucatán/990`,
  ),
  country(
    'AR',
    'Argentina',
    '+54 9 11 ####-####',
    'Universidad Nacional de {city}|Universidad de {city}',
    `${COMMON_MAIL}|hotmail.com`,
    `Buenos Aires/Buenos Aires/3100; Córdoba/Córdoba/1400; Rosario/Santa Fe/1280; Mendoza/Mendoza/1150`,
  ),
  country(
    'CO',
    'Colombia',
    '+57 3## ### ####',
    'Universidad de {city}|Universidad Nacional de {city}',
    `${COMMON_MAIL}|hotmail.com`,
    `Bogotá/Bogotá D.C./7900; Medellín/Antioquia/2500; Cali/Valle del Cauca/2200; Barranquilla/Atlántico/1200`,
  ),
  country(
    'DE',
    'Germany',
    '+49 15# #######',
    'Universität {city}|Technische Universität {city}|Hochschule {city}',
    `${COMMON_MAIL}|web.de|gmx.de|t-online.de`,
    `Berlin/Berlin/3700; Hamburg/Hamburg/1900; München/Bayern/1500; Köln/Nordrhein-Westfalen/1080;
     Frankfurt am Main/Hessen/760; Stuttgart/Baden-Württemberg/630; Düsseldorf/Nordrhein-Westfalen/620;
     Leipzig/Sachsen/600; Nürnberg/Bayern/520; Karlsruhe/Baden-Württemberg/310`,
  ),
  country(
    'AT',
    'Austria',
    '+43 6## #######',
    'Universität {city}|Technische Universität {city}',
    `${COMMON_MAIL}|gmx.at`,
    `Wien/Wien/1900; Graz/Steiermark/290; Linz/Oberösterreich/205; Salzburg/Salzburg/155`,
  ),
  country(
    'CH',
    'Switzerland',
    '+41 7# ### ## ##',
    'Universität {city}|Hochschule {city}',
    `${COMMON_MAIL}|bluewin.ch`,
    `Zürich/Zürich/420; Genève/Genève/200; Basel/Basel-Stadt/175; Lausanne/Vaud/140; Bern/Bern/135`,
  ),
  country(
    'FR',
    'France',
    '+33 6 ## ## ## ##',
    'Université de {city}|École d’ingénieurs de {city}',
    `${COMMON_MAIL}|orange.fr|free.fr|laposte.net`,
    `Paris/Île-de-France/2100; Lyon/Auvergne-Rhône-Alpes/520; Marseille/Provence-Alpes-Côte d’Azur/870;
     Toulouse/Occitanie/490; Nantes/Pays de la Loire/320; Bordeaux/Nouvelle-Aquitaine/260;
     Lille/Hauts-de-France/235; Grenoble/Auvergne-Rhône-Alpes/160`,
  ),
  country(
    'BE',
    'Belgium',
    '+32 4## ## ## ##',
    'Université de {city}|Universiteit {city}',
    `${COMMON_MAIL}|skynet.be|telenet.be`,
    `Bruxelles/Bruxelles-Capitale/1200; Antwerpen/Vlaanderen/530; Gent/Vlaanderen/265; Liège/Wallonie/195`,
  ),
  country(
    'IT',
    'Italy',
    '+39 3## ### ####',
    'Università di {city}|Politecnico di {city}',
    `${COMMON_MAIL}|libero.it|virgilio.it`,
    `Milano/Lombardia/1400; Roma/Lazio/2800; Torino/Piemonte/850; Bologna/Emilia-Romagna/390;
     Napoli/Campania/910; Firenze/Toscana/360; Padova/Veneto/210`,
  ),
  country(
    'SE',
    'Sweden',
    '+46 7# ### ## ##',
    '{city} universitet|Kungliga Tekniska högskolan {city}',
    `${COMMON_MAIL}|telia.com`,
    `Stockholm/Stockholm/980; Göteborg/Västra Götaland/590; Malmö/Skåne/350;
     Uppsala/Uppsala/180; Linköping/Östergötland/165`,
  ),
  country(
    'NO',
    'Norway',
    '+47 ### ## ###',
    'Universitetet i {city}|Høgskolen i {city}',
    `${COMMON_MAIL}|online.no`,
    `Oslo/Oslo/710; Bergen/Vestland/290; Trondheim/Trøndelag/210; Stavanger/Rogaland/145`,
  ),
  country(
    'DK',
    'Denmark',
    '+45 ## ## ## ##',
    '{city} Universitet|Danmarks Tekniske Universitet {city}',
    `${COMMON_MAIL}|jubii.dk`,
    `København/Hovedstaden/800; Aarhus/Midtjylland/355; Odense/Syddanmark/205;
     Aalborg/Nordjylland/120`,
  ),
  country(
    'PL',
    'Poland',
    '+48 5## ### ###',
    'Uniwersytet {city}|Politechnika {city}',
    `${COMMON_MAIL}|wp.pl|onet.pl|o2.pl`,
    `Warszawa/Mazowieckie/1800; Kraków/Małopolskie/780; Wrocław/Dolnośląskie/640; Łódź/Łódzkie/670;
     Poznań/Wielkopolskie/530; Gdańsk/Pomorskie/470`,
  ),
  country(
    'CZ',
    'Czechia',
    '+420 6## ### ###',
    'Univerzita {city}|Vysoké učení technické {city}',
    `${COMMON_MAIL}|seznam.cz`,
    `Praha/Hlavní město Praha/1300; Brno/Jihomoravský kraj/380;
     Ostrava/Moravskoslezský kraj/285; Plzeň/Plzeňský kraj/175`,
  ),
  country(
    'NL',
    'Netherlands',
    '+31 6 ########',
    'Universiteit {city}|Hogeschool {city}|Technische Universiteit {city}',
    `${COMMON_MAIL}|ziggo.nl|kpnmail.nl`,
    `Amsterdam/Noord-Holland/880; Rotterdam/Zuid-Holland/650; Den Haag/Zuid-Holland/550; Utrecht/Utrecht/360;
     Eindhoven/Noord-Brabant/235; Groningen/Groningen/235; Delft/Zuid-Holland/105`,
  ),
  country(
    'PT',
    'Portugal',
    '+351 9## ### ###',
    'Universidade de {city}|Instituto Politécnico de {city}',
    `${COMMON_MAIL}|sapo.pt`,
    `Lisboa/Lisboa/545; Porto/Porto/230; Braga/Braga/195; Coimbra/Coimbra/140`,
  ),
  country(
    'BR',
    'Brazil',
    '+55 ## 9####-####',
    'Universidade Federal de {city}|Universidade de {city}',
    `${COMMON_MAIL}|hotmail.com|uol.com.br|bol.com.br`,
    `São Paulo/São Paulo/12300; Rio de Janeiro/Rio de Janeiro/6700; Belo Horizonte/Minas Gerais/2500;
     Curitiba/Paraná/1960; Porto Alegre/Rio Grande do Sul/1490; Recife/Pernambuco/1650;
     Florianópolis/Santa Catarina/510; Campinas/São Paulo/1220`,
  ),
  country(
    'TR',
    'Türkiye',
    '+90 5## ### ## ##',
    '{city} Üniversitesi|{city} Teknik Üniversitesi',
    `${COMMON_MAIL}|hotmail.com|yandex.com.tr`,
    `İstanbul/İstanbul/15500; Ankara/Ankara/5700; İzmir/İzmir/4400; Bursa/Bursa/3100; Antalya/Antalya/2600`,
  ),
  country(
    'AE',
    'United Arab Emirates',
    '+971 5# ### ####',
    '{city} University|American University of {city}',
    `${COMMON_MAIL}|hotmail.com`,
    `Dubai/Dubai/3500; Abu Dhabi/Abu Dhabi/1500; Sharjah/Sharjah/1400`,
  ),
  country(
    'EG',
    'Egypt',
    '+20 1## ### ####',
    '{city} University|American University in {city}',
    `${COMMON_MAIL}|hotmail.com|yahoo.com`,
    `Cairo/Cairo/10000; Alexandria/Alexandria/5200; Giza/Giza/4400`,
  ),
  country(
    'SA',
    'Saudi Arabia',
    '+966 5# ### ####',
    'King Saud University {city}|{city} University of Science',
    `${COMMON_MAIL}|hotmail.com`,
    `Riyadh/Riyadh/7600; Jeddah/Makkah/4700; Dammam/Eastern Province/1300`,
  ),
  country(
    'IR',
    'Iran',
    '+98 9## ### ####',
    'University of {city}|{city} University of Technology',
    `${COMMON_MAIL}|yahoo.com`,
    `Tehran/Tehran/9000; Isfahan/Isfahan/2200; Shiraz/Fars/1600; Tabriz/East Azerbaijan/1600;
     Mashhad/Razavi Khorasan/3000`,
  ),
  country(
    'IN',
    'India',
    '+91 9#### #####',
    '{city} University|Indian Institute of Technology {city}|{city} Institute of Engineering',
    `${COMMON_MAIL}|yahoo.co.in|rediffmail.com`,
    `Bengaluru/Karnataka/8400; Mumbai/Maharashtra/12400; Delhi/Delhi/11000; Hyderabad/Telangana/6800;
     Chennai/Tamil Nadu/7100; Pune/Maharashtra/3100; Kolkata/West Bengal/4500; Ahmedabad/Gujarat/5600;
     Noida/Uttar Pradesh/640; Gurugram/Haryana/880; Kochi/Kerala/600; Jaipur/Rajasthan/3000`,
  ),
  country(
    'CN',
    'China',
    '+86 1## #### ####',
    '{city} University|{city} University of Technology|{city} Normal University',
    `${COMMON_MAIL}|qq.com|163.com|126.com`,
    `Shanghai/Shanghai/24800; Beijing/Beijing/21500; Shenzhen/Guangdong/12600; Guangzhou/Guangdong/15300;
     Hangzhou/Zhejiang/9200; Chengdu/Sichuan/16000; Nanjing/Jiangsu/8500; Wuhan/Hubei/11000; Suzhou/Jiangsu/10700`,
  ),
  country(
    'SG',
    'Singapore',
    '+65 #### ####',
    'National University of {city}|{city} Institute of Technology',
    `${COMMON_MAIL}|singnet.com.sg`,
    `Singapore/Central Region/5600`,
  ),
  country(
    'JP',
    'Japan',
    '+81 90-####-####',
    '{city} University|{city} Institute of Technology',
    `${COMMON_MAIL}|yahoo.co.jp|docomo.ne.jp`,
    `Tokyo/Tokyo/14000; Osaka/Osaka/2750; Yokohama/Kanagawa/3770; Nagoya/Aichi/2330; Fukuoka/Fukuoka/1600;
     Kyoto/Kyoto/1460; Sapporo/Hokkaido/1970`,
  ),
  country(
    'KR',
    'South Korea',
    '+82 10-####-####',
    '{city} National University|{city} Institute of Science and Technology',
    `${COMMON_MAIL}|naver.com|daum.net`,
    `Seoul/Seoul/9700; Busan/Busan/3400; Incheon/Incheon/2950; Daejeon/Daejeon/1450; Seongnam/Gyeonggi/920`,
  ),
  country(
    'NG',
    'Nigeria',
    '+234 80# ### ####',
    'University of {city}|{city} Polytechnic',
    `${COMMON_MAIL}|yahoo.com`,
    `Lagos/Lagos/15300; Abuja/Federal Capital Territory/3600; Ibadan/Oyo/3600;
     Port Harcourt/Rivers/3200; Enugu/Enugu/800`,
  ),
  country(
    'KE',
    'Kenya',
    '+254 7## ### ###',
    'University of {city}|{city} Technical University',
    `${COMMON_MAIL}|yahoo.com`,
    `Nairobi/Nairobi/4400; Mombasa/Mombasa/1200; Kisumu/Kisumu/610; Nakuru/Nakuru/570`,
  ),
  country(
    'GH',
    'Ghana',
    '+233 2# ### ####',
    'University of {city}|{city} Technical University',
    `${COMMON_MAIL}|yahoo.com`,
    `Accra/Greater Accra/2500; Kumasi/Ashanti/3300; Takoradi/Western/450`,
  ),
];

export const COUNTRY_BY_CODE: ReadonlyMap<string, Country> = new Map(
  COUNTRIES.map((entry) => [entry.code, entry]),
);
