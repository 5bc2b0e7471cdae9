import type { NameRegion } from './name-region';
import { list } from './random';

export const EUROPEAN_NAME_REGIONS: readonly NameRegion[] = [
  {
    id: 'english',
    order: 'given-family',
    first:
      list(`Oliver|Amelia|Harry|Isla|Jack|Ava|Noah|Mia|Ethan|Grace|Liam|Chloe|Mason|Ella|James|Lily
      Benjamin|Emily|Henry|Sophie|Samuel|Hannah|Daniel|Abigail|Matthew|Zoe|Ryan|Megan|Connor|Lauren|Tyler|Madison
      Owen|Natalie|Caleb|Brooke|Dylan|Aidan|Claire|Nathan|Rachel|Logan|Paige|Wyatt|Holly|Gavin|Erin|Cole|Tessa`),
    last: list(`Smith|Johnson|Williams|Brown|Taylor|Davies|Wilson|Evans|Thomas|Roberts|Walker|Wright|Thompson
      Robinson|White|Hughes|Edwards|Green|Hall|Wood|Harris|Clarke|Jackson|Turner|Hill|Moore|Cooper|Ward|Morris
      King|Baker|Carter|Mitchell|Parker|Collins|Bennett|Murphy|Kelly|Sullivan|O'Brien|Fletcher|Hayes|Reed|Price`),
    countries: [
      ['US', 62],
      ['GB', 22],
      ['CA', 8],
      ['AU', 6],
      ['IE', 2],
    ],
    weight: 20,
  },
  {
    id: 'spanish',
    order: 'given-family',
    first:
      list(`Alejandro|Lucía|Mateo|Sofía|Santiago|Valentina|Diego|Camila|Javier|Martina|Andrés|Isabel
      Pablo|Carmen|Sergio|Paula|Álvaro|Elena|Tomás|Ximena|Joaquín|Renata|Emilio|Daniela|Gonzalo|Mariana|Íñigo
      Ana|Rodrigo|Natalia|Héctor|Inés|Raúl|Pilar|Nicolás|Rocío|Iván|Alba|Fernando|Guadalupe|Agustín|Begoña`),
    last: list(`García|Martínez|López|Sánchez|Pérez|Gómez|Fernández|Rodríguez|Díaz|Hernández|Muñoz|Álvarez
      Romero|Torres|Ramírez|Flores|Ruiz|Jiménez|Moreno|Castillo|Ortega|Vargas|Navarro|Domínguez|Guzmán|Mendoza
      Rojas|Cruz|Herrera|Medina|Aguilar|Castro|Núñez|Ibáñez|Peña|Cabrera|Fuentes|Salazar|García López|Vidal`),
    countries: [
      ['ES', 35],
      ['MX', 30],
      ['AR', 15],
      ['CO', 15],
      ['US', 5],
    ],
    weight: 9,
  },
  {
    id: 'german',
    order: 'given-family',
    first:
      list(`Lukas|Hannah|Maximilian|Lea|Felix|Anna|Jonas|Lena|Leon|Marie|Finn|Laura|Paul|Johanna|Tobias
      Katharina|Moritz|Julia|Niklas|Sophie|Jan|Greta|Florian|Franziska|Matthias|Miriam|Sebastian|Jürgen|Sabine
      Jörg|Ute|Stefan|Birgit|Dominik|Anja|Rüdiger|Nele|Björn|Carla|Henrik|Svenja|Torsten|Maren|Till|Frauke`),
    last: list(`Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann|Schäfer|Koch|Bauer
      Richter|Klein|Wolf|Schröder|Neumann|Schwarz|Zimmermann|Braun|Krüger|Hofmann|Hartmann|Lange|Schmitt|Werner
      Krause|Meier|Lehmann|Huber|Köhler|Kaiser|Fuchs|Jäger|Vogel|Brandt|Günther|Roth|Seidel|Sommer|Winkler`),
    countries: [
      ['DE', 80],
      ['AT', 10],
      ['CH', 10],
    ],
    weight: 7,
  },
  {
    id: 'french',
    order: 'given-family',
    first:
      list(`Gabriel|Louise|Hugo|Chloé|Arthur|Léa|Jules|Manon|Raphaël|Camille|Théo|Inès|Mathis|Clémence
      Antoine|Élodie|Baptiste|Margaux|Étienne|Océane|Maxime|Aurélie|Julien|Mélanie|Benoît|Hélène|Rémi|Anaïs
      Cédric|Sandrine|Thibault|Noémie|Quentin|Solène|Loïc|Gaëlle|Yannick|Maëlle|François|Agnès|Sébastien|Zoé`),
    last: list(`Martin|Bernard|Dubois|Thomas|Robert|Richard|Petit|Durand|Leroy|Moreau|Simon|Laurent|Lefèvre
      Michel|Garnier|Faure|Rousseau|Blanc|Guérin|Muller|Henry|Roussel|Nicolas|Perrin|Morin|Mathieu|Clément
      Gauthier|Dumont|Lopez|Fontaine|Chevalier|Robin|Masson|Sanchez|Boyer|Denis|Lemaire|Duval|Benoît|Lacroix`),
    countries: [
      ['FR', 85],
      ['BE', 10],
      ['CA', 5],
    ],
    weight: 6,
  },
  {
    id: 'italian',
    order: 'given-family',
    first:
      list(`Leonardo|Giulia|Francesco|Sofia|Alessandro|Aurora|Lorenzo|Alice|Mattia|Ginevra|Andrea|Chiara
      Gabriele|Beatrice|Riccardo|Martina|Tommaso|Francesca|Davide|Elisa|Federico|Giorgia|Niccolò|Ilaria|Matteo
      Silvia|Stefano|Valeria|Marco|Serena|Luca|Federica|Simone|Arianna|Pietro|Noemi|Edoardo|Caterina|Fabio`),
    last: list(`Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Bruno|Gallo|Conti
      De Luca|Mancini|Costa|Giordano|Rizzo|Lombardi|Moretti|Barbieri|Fontana|Santoro|Mariani|Rinaldi|Caruso
      Ferraro|Galli|Martini|Leone|Longo|Gentile|Martinelli|Vitale|Serra|Coppola|De Santis|D'Angelo|Fabbri`),
    countries: [
      ['IT', 92],
      ['CH', 8],
    ],
    weight: 5,
  },
  {
    id: 'nordic',
    order: 'given-family',
    first:
      list(`Søren|Astrid|Magnus|Ingrid|Lars|Sigrid|Erik|Freja|Anders|Maja|Nils|Elin|Henrik|Ebba|Olav
      Linnea|Mikkel|Karin|Björn|Saga|Jens|Tuva|Gustav|Ida|Kasper|Siri|Oskar|Malin|Rasmus|Åsa|Emil|Liv|Mads
      Sanna|Torbjørn|Solveig|Håkon|Kirsten|Jørgen|Ylva|Leif|Helle|Anton|Nora|Fredrik|Ragnhild|Vilhelm|Tove`),
    last: list(`Andersson|Johansson|Karlsson|Nilsson|Eriksson|Larsson|Olsen|Hansen|Jensen|Nielsen|Pedersen
      Christensen|Sørensen|Rasmussen|Lindqvist|Berg|Lund|Holm|Dahl|Strand|Sandberg|Lindström|Bergström|Haugen
      Johannessen|Solberg|Bakken|Nyström|Åberg|Ødegaard|Kristiansen|Mikkelsen|Engström|Hedlund|Lindberg|Sjöberg`),
    countries: [
      ['SE', 45],
      ['NO', 30],
      ['DK', 25],
    ],
    weight: 4,
  },
  {
    id: 'slavic',
    order: 'given-family',
    first:
      list(`Jakub|Zofia|Kacper|Maja|Szymon|Zuzanna|Michał|Aleksandra|Łukasz|Natalia|Mateusz|Katarzyna
      Tomasz|Agnieszka|Paweł|Małgorzata|Krzysztof|Magdalena|Wojciech|Joanna|Piotr|Monika|Bartłomiej|Ewa|Jiří
      Tereza|Ondřej|Kateřina|Petr|Lucie|Vojtěch|Barbora|Marek|Veronika|Dmytro|Olena|Andriy|Iryna|Bohdan|Oksana`),
    last: list(`Nowak|Kowalski|Wiśniewska|Wójcik|Kowalczyk|Kamiński|Lewandowska|Zieliński|Szymańska|Woźniak
      Dąbrowski|Kozłowska|Jankowski|Mazur|Kwiatkowski|Krawczyk|Piotrowska|Grabowski|Pawłowska|Michalski|Nováková
      Svoboda|Novotný|Dvořák|Černá|Procházka|Kučera|Veselá|Horák|Němec|Kovalenko|Bondarenko|Tkachenko|Shevchenko`),
    countries: [
      ['PL', 60],
      ['CZ', 25],
      ['DE', 5],
      ['GB', 5],
      ['NL', 5],
    ],
    weight: 5,
  },
  {
    id: 'dutch',
    order: 'given-family',
    first:
      list(`Daan|Emma|Sem|Tess|Lucas|Sophie|Levi|Julia|Milan|Fenna|Thijs|Anouk|Bram|Sanne|Ruben|Lotte
      Jesse|Femke|Stijn|Roos|Joris|Eline|Sander|Ilse|Wouter|Marloes|Pieter|Lieke|Koen|Maartje|Gijs|Esmée|Bas`),
    last: list(`de Jong|Jansen|de Vries|van den Berg|van Dijk|Bakker|Janssen|Visser|Smit|Meijer|de Boer|Mulder
      de Groot|Bos|Vos|Peters|Hendriks|van Leeuwen|Dekker|Brouwer|de Wit|Dijkstra|Smits|de Graaf|van der Meer
      van der Linden|Kok|Jacobs|de Haan|Vermeulen|van den Heuvel|van der Veen|Verhoeven|Willems|Kuipers`),
    countries: [
      ['NL', 85],
      ['BE', 15],
    ],
    weight: 3,
  },
];
