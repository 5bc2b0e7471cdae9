import type { Persona } from './persona';
import { job, school } from './persona-builders';

/** The Europe personas after EUROPE_PERSONAS, in the same order as before the split. */
export const EUROPE_MORE_PERSONAS: Persona[] = [
  {
    id: 'lars-van-der-berg',
    fullName: 'Lars van der Berg',
    firstName: 'Lars',
    lastName: 'van der Berg',
    email: 'lars.vanderberg@ziggo.nl',
    phone: '+31 6 12345678',
    linkedin: 'linkedin.com/in/larsvdberg',
    linkedinUrl: 'https://www.linkedin.com/in/larsvdberg',
    locationText: 'Amsterdam, Netherlands',
    city: 'Amsterdam',
    country: 'Netherlands',
    headline: 'DevOps Engineer',
    summary:
      'DevOps engineer who automates everything twice: once to learn, once to keep. Experienced with Kubernetes, Terraform and on-call for payment platforms.',
    skills: [
      'Terraform',
      'Kubernetes',
      'Ansible',
      'AWS',
      'Prometheus',
      'Grafana',
      'Bash',
      'Python',
      'GitLab CI',
      'Linux',
    ],
    jobs: [
      job('DevOps Engineer', 'Adyen', 'Amsterdam, Netherlands', '2019-10', null, 'short', [
        'Run 300 Kubernetes services.',
      ]),
      job(
        'System Administrator',
        'Booking.com',
        'Amsterdam, Netherlands',
        '2015-01',
        '2019-09',
        'short',
        ['Maintained the fleet of 2,000 Linux hosts.'],
      ),
    ],
    education: [
      school(
        'Delft University of Technology',
        'Bachelor of Science',
        'Computer Science',
        '2011-09',
        '2014-12',
      ),
    ],
  },
  {
    id: 'aleksandra-nowak',
    fullName: 'Aleksandra Nowak',
    firstName: 'Aleksandra',
    lastName: 'Nowak',
    email: 'aleksandra.nowak@wp.pl',
    phone: '+48 512 345 678',
    linkedin: null,
    linkedinUrl: null,
    locationText: 'Kraków, Poland',
    city: 'Kraków',
    country: 'Poland',
    headline: 'QA Engineer',
    summary:
      'QA engineer focused on test automation for web and mobile. I build test suites developers trust and keep flaky tests out of the pipeline.',
    skills: ['Selenium', 'Cypress', 'Playwright', 'Java', 'TestRail', 'JMeter', 'Appium'],
    jobs: [
      job(
        'QA Automation Engineer',
        'Allegro',
        'Kraków, Poland',
        '2020-02',
        null,
        'numeric',
        ['Own the checkout test suite.'],
        {
          present: 'Now',
        },
      ),
      job('Software Tester', 'Comarch', 'Kraków, Poland', '2017-07', '2020-01', 'numeric', [
        'Tested ERP releases.',
      ]),
    ],
    education: [
      school(
        'Jagiellonian University',
        'Master of Science',
        'Computer Science',
        '2015-10',
        '2017-06',
      ),
    ],
  },
  {
    id: 'isabella-rossi',
    fullName: 'Isabella Rossi',
    firstName: 'Isabella',
    lastName: 'Rossi',
    email: 'isabella.rossi@libero.it',
    phone: '+39 312 345 6789',
    linkedin: 'linkedin.com/in/isabellarossi',
    linkedinUrl: 'https://www.linkedin.com/in/isabellarossi',
    locationText: 'Milan, Italy',
    city: 'Milan',
    country: 'Italy',
    headline: 'Financial Analyst',
    summary:
      'Financial analyst with experience in FP&A for fashion and luxury groups. Known for clean models and forecasts that hold up in board meetings.',
    skills: ['Financial Modelling', 'Excel', 'SAP', 'Power BI', 'Forecasting', 'Budgeting'],
    jobs: [
      job('Senior Financial Analyst', 'Luxottica Group', 'Milan, Italy', '2019-09', null, 'long', [
        'Lead the monthly forecast.',
      ]),
      job('Financial Analyst', 'UniCredit', 'Milan, Italy', '2016-09', '2019-08', 'long', [
        'Prepared the branch budget.',
      ]),
      job('Intern', 'Deloitte', 'Milan, Italy', '2016-02', '2016-07', 'long', [
        'Supported audits of retail clients.',
      ]),
    ],
    education: [
      school('Bocconi University', 'MSc', 'Finance', '2014-09', '2016-07'),
      school(
        'Politecnico di Milano',
        'Bachelor of Science',
        'Management Engineering',
        '2011-09',
        '2014-07',
      ),
    ],
  },
  {
    id: 'bjorn-andersson',
    fullName: 'Björn Andersson',
    firstName: 'Björn',
    lastName: 'Andersson',
    email: 'bjorn.andersson@telia.se',
    phone: '+46 70-123 45 67',
    linkedin: 'linkedin.com/in/bjornandersson',
    linkedinUrl: 'https://www.linkedin.com/in/bjornandersson',
    locationText: 'Stockholm, Sweden',
    city: 'Stockholm',
    country: 'Sweden',
    headline: 'Mobile Developer',
    summary:
      'Mobile developer shipping iOS and Android apps since 2014. I like small teams, fast releases and apps that work on a train with no signal.',
    skills: ['Swift', 'Kotlin', 'React Native', 'Firebase', 'GraphQL', 'CI/CD'],
    jobs: [
      job('Senior iOS Developer', 'Spotify AB', 'Stockholm, Sweden', '2019-03', null, 'short', [
        'Work on the playback team.',
      ]),
      job('Mobile Developer', 'Klarna', 'Stockholm, Sweden', '2014-08', '2019-02', 'short', [
        'Built the first Klarna app.',
      ]),
    ],
    education: [
      school(
        'KTH Royal Institute of Technology',
        'Master of Science',
        'Software Engineering',
        '2009-08',
        '2014-06',
      ),
    ],
  },
  {
    id: 'chloe-martin',
    fullName: 'Chloé Martin',
    firstName: 'Chloé',
    lastName: 'Martin',
    email: 'chloe.martin@videotron.ca',
    phone: '+1 514 555 0147',
    linkedin: 'linkedin.com/in/chloemartin',
    linkedinUrl: 'https://www.linkedin.com/in/chloemartin',
    locationText: 'Montréal, QC',
    city: 'Montréal',
    country: 'Canada',
    headline: 'Game Producer',
    summary:
      'Producer for console and PC games. I keep teams of sixty people shipping on time without crunch, and I speak both designer and accountant.',
    skills: [
      'Agile',
      'Jira',
      'Scheduling',
      'Unreal Engine',
      'Budgeting',
      'Stakeholder Management',
      'Scrum',
    ],
    jobs: [
      job('Senior Producer', 'Ubisoft Montréal', 'Montréal, QC', '2018-05', null, 'short', [
        'Shipped two AAA titles.',
      ]),
      job(
        'Associate Producer',
        'Behaviour Interactive',
        'Montréal, QC',
        '2014-01',
        '2018-04',
        'short',
        ['Coordinated live events for a multiplayer game.'],
      ),
    ],
    education: [school('McGill University', 'Bachelor of Commerce', null, '2010-09', '2013-12')],
  },
];
