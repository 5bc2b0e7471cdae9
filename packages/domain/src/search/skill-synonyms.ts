import { skillKey } from './match-text';

/**
 * Spellings of one skill that recruiters and profiles use interchangeably, the usual name first.
 * Spellings that only differ in case, spaces, dots or hyphens ("Node.js" and "NodeJS") need no
 * entry: `skillKey` already makes them equal. Each spelling is in one group only, and
 * abbreviations that often mean something else ("AP", "CV", "PM") are left out.
 */
export const SKILL_SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['JavaScript', 'JS', 'ECMAScript', 'ES6'],
  ['TypeScript', 'TS'],
  ['Node.js', 'Node'],
  ['React', 'React.js'],
  ['Angular', 'AngularJS'],
  ['Vue', 'Vue.js'],
  ['Express', 'Express.js'],
  ['Python', 'Python3'],
  ['Golang', 'Go'],
  ['C#', 'CSharp'],
  ['C++', 'CPP', 'C Plus Plus'],
  ['.NET', 'dotnet', '.NET Core', 'ASP.NET'],
  ['Objective-C', 'ObjC'],
  ['Ruby on Rails', 'Rails', 'RoR'],
  ['Spring Boot', 'Spring'],
  ['PostgreSQL', 'Postgres', 'psql'],
  ['MySQL', 'MariaDB'],
  ['Microsoft SQL Server', 'SQL Server', 'MSSQL', 'T-SQL'],
  ['MongoDB', 'Mongo'],
  ['Elasticsearch', 'Elastic', 'ELK', 'OpenSearch'],
  ['DynamoDB', 'Dynamo'],
  ['Apache Kafka', 'Kafka'],
  ['Apache Spark', 'Spark', 'PySpark'],
  ['Apache Airflow', 'Airflow'],
  ['Hadoop', 'HDFS'],
  ['Kubernetes', 'k8s', 'EKS', 'GKE', 'AKS'],
  ['Docker', 'Containers', 'Containerization'],
  ['Amazon Web Services', 'AWS'],
  ['Google Cloud', 'GCP', 'Google Cloud Platform'],
  ['Microsoft Azure', 'Azure'],
  ['Terraform', 'IaC', 'Infrastructure as Code'],
  ['CI/CD', 'Continuous Integration', 'Continuous Delivery', 'Continuous Deployment'],
  ['GitHub Actions', 'GHA'],
  ['Linux', 'GNU/Linux'],
  ['Bash', 'Shell Scripting', 'Shell'],
  ['Machine Learning', 'ML'],
  ['Artificial Intelligence', 'AI'],
  ['Deep Learning', 'DL', 'Neural Networks'],
  ['Natural Language Processing', 'NLP'],
  ['Computer Vision', 'Image Recognition'],
  ['Large Language Models', 'LLM', 'LLMs', 'Generative AI', 'GenAI'],
  ['TensorFlow', 'TF', 'Keras'],
  ['PyTorch', 'Torch'],
  ['scikit-learn', 'sklearn'],
  ['Data Visualization', 'DataViz'],
  ['Tableau', 'Tableau Desktop'],
  ['Looker', 'Looker Studio', 'Google Data Studio'],
  ['Power BI', 'Microsoft Power BI'],
  ['Extract Transform Load', 'ETL', 'ELT'],
  ['Data Warehousing', 'Data Warehouse', 'DWH'],
  ['Snowflake', 'Snowflake Data Cloud'],
  ['Google BigQuery', 'BigQuery'],
  ['Amazon Redshift', 'Redshift'],
  ['dbt', 'data build tool'],
  ['GraphQL', 'GQL'],
  ['REST APIs', 'REST', 'RESTful APIs', 'RESTful'],
  ['Microservices', 'Microservice Architecture', 'Service-Oriented Architecture', 'SOA'],
  ['HTML', 'HTML5'],
  ['CSS', 'CSS3'],
  ['Sass', 'SCSS'],
  ['Tailwind CSS', 'Tailwind'],
  ['Test-Driven Development', 'TDD'],
  ['Behavior-Driven Development', 'BDD'],
  ['Quality Assurance', 'QA', 'Software Testing'],
  ['Test Automation', 'Automated Testing', 'Automation Testing'],
  ['Selenium', 'Selenium WebDriver'],
  ['Cypress', 'Cypress.io'],
  ['Site Reliability Engineering', 'SRE'],
  ['Object-Oriented Programming', 'OOP', 'OOD'],
  ['Agile', 'Scrum', 'Kanban'],
  ['Jira', 'Atlassian Jira'],
  ['Git', 'GitHub', 'GitLab', 'Version Control'],
  ['Information Security', 'InfoSec', 'Cybersecurity'],
  ['Identity and Access Management', 'IAM'],
  ['Penetration Testing', 'Pentesting', 'Ethical Hacking'],
  ['Search Engine Optimization', 'SEO'],
  ['Search Engine Marketing', 'SEM', 'PPC', 'Google Ads'],
  ['Customer Relationship Management', 'CRM'],
  ['Salesforce', 'SFDC', 'Salesforce.com'],
  ['HubSpot', 'HubSpot CRM'],
  ['Enterprise Resource Planning', 'ERP'],
  ['SAP', 'SAP ERP', 'SAP S/4HANA'],
  ['Software as a Service', 'SaaS'],
  ['Business-to-Business', 'B2B'],
  ['Business-to-Consumer', 'B2C'],
  ['Key Performance Indicators', 'KPIs', 'KPI'],
  ['Objectives and Key Results', 'OKRs', 'OKR'],
  ['User Experience', 'UX', 'UX Design'],
  ['User Interface', 'UI', 'UI Design'],
  ['Figma', 'Figma Design'],
  ['Adobe Photoshop', 'Photoshop'],
  ['Adobe Illustrator', 'Illustrator'],
  ['Microsoft Excel', 'Excel', 'MS Excel'],
  ['Microsoft Office', 'MS Office', 'Office 365', 'Microsoft 365'],
  ['Financial Planning and Analysis', 'FP&A'],
  ['Generally Accepted Accounting Principles', 'GAAP', 'US GAAP'],
  ['International Financial Reporting Standards', 'IFRS'],
  ['Certified Public Accountant', 'CPA'],
  ['Human Resources', 'HR'],
  ['Human Resources Information System', 'HRIS'],
  ['Applicant Tracking System', 'ATS'],
  ['Learning and Development', 'L&D'],
  ['Diversity Equity and Inclusion', 'DEI', 'DE&I'],
  ['Basic Life Support', 'BLS', 'CPR'],
  ['Advanced Cardiac Life Support', 'ACLS'],
  ['Electronic Health Records', 'EHR', 'EMR', 'Electronic Medical Records'],
  ['Intensive Care Unit', 'ICU', 'Critical Care'],
  ['Registered Nurse', 'RN'],
  ['English as a Second Language', 'ESL', 'TESOL', 'TEFL'],
  ['Project Management Professional', 'PMP'],
  ['Supply Chain Management', 'SCM', 'Supply Chain'],
  ['Computer-Aided Design', 'CAD', 'AutoCAD'],
];

const GROUPS_BY_KEY: ReadonlyMap<string, readonly string[]> = (() => {
  const byKey = new Map<string, readonly string[]>();
  for (const group of SKILL_SPELLING_GROUPS) {
    for (const spelling of group) {
      if (!byKey.has(skillKey(spelling))) byKey.set(skillKey(spelling), group);
    }
  }
  return byKey;
})();

/**
 * Other spellings of a skill from the curated table, the usual name first, never the skill itself
 * (nor a spelling equal to it by `skillKey`): "k8s" → ["Kubernetes", "EKS", …], "TS" →
 * ["TypeScript"]. Unknown skills get [].
 */
export const skillVariants = (skill: string): string[] => {
  const key = skillKey(skill);
  const group = GROUPS_BY_KEY.get(key);
  if (!group) return [];
  return group.filter((spelling) => skillKey(spelling) !== key);
};
