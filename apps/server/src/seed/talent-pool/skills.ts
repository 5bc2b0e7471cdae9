import { list } from './random';

/** Skills that go together; a person draws most skills from one or two clusters of their family. */
export type SkillCluster = { weight: number; skills: readonly string[] };

const cluster = (weight: number, skills: string): SkillCluster => ({
  weight,
  skills: list(skills),
});

export const SKILL_CLUSTERS: Readonly<Record<string, readonly SkillCluster[]>> = {
  software: [
    cluster(
      5,
      'TypeScript|JavaScript|React|Node.js|Next.js|GraphQL|HTML|CSS|Redux|Jest|Webpack|Vite',
    ),
    cluster(4, 'Java|Spring Boot|Kotlin|Microservices|Hibernate|Maven|JUnit|Kafka|REST APIs'),
    cluster(3, 'Python|Django|FastAPI|Flask|PostgreSQL|Celery|Redis|SQLAlchemy|pytest'),
    cluster(2, 'Go|gRPC|Kubernetes|Docker|Distributed Systems|PostgreSQL|Prometheus|Microservices'),
    cluster(2, 'C#|.NET|ASP.NET Core|Azure|SQL Server|Entity Framework|Blazor'),
    cluster(
      2,
      'Swift|iOS|SwiftUI|Objective-C|Xcode|Kotlin|Android|Jetpack Compose|Mobile Development',
    ),
    cluster(1, 'C++|Rust|Embedded Systems|Linux|Performance Optimization|Multithreading|CMake'),
    cluster(1, 'Ruby|Ruby on Rails|PostgreSQL|Sidekiq|RSpec|Heroku'),
  ],
  data: [
    cluster(4, 'Python|pandas|NumPy|scikit-learn|Statistics|Machine Learning|Jupyter|A/B Testing'),
    cluster(3, 'SQL|dbt|Snowflake|Airflow|Data Modeling|BigQuery|ETL|Looker'),
    cluster(3, 'Spark|Kafka|Scala|Hadoop|Databricks|Data Pipelines|Delta Lake'),
    cluster(2, 'PyTorch|TensorFlow|Deep Learning|NLP|Computer Vision|MLOps|LLMs|Hugging Face'),
    cluster(2, 'Tableau|Power BI|SQL|Excel|Data Visualization|R|Business Intelligence'),
  ],
  product: [
    cluster(
      4,
      'Product Strategy|Roadmapping|User Research|Prioritization|OKRs|Stakeholder Management',
    ),
    cluster(3, 'Agile|Scrum|Jira|Confluence|User Stories|Backlog Management'),
    cluster(2, 'A/B Testing|Product Analytics|Amplitude|Mixpanel|SQL|Experimentation'),
    cluster(1, 'Go-to-Market Strategy|Pricing|B2B SaaS|Competitive Analysis|Product Marketing'),
  ],
  design: [
    cluster(4, 'Figma|Sketch|Prototyping|Wireframing|UI Design|Design Systems|Interaction Design'),
    cluster(3, 'User Research|Usability Testing|Journey Mapping|Personas|Information Architecture'),
    cluster(2, 'Adobe Photoshop|Adobe Illustrator|Branding|Typography|Visual Design|After Effects'),
    cluster(1, 'Accessibility|WCAG|HTML|CSS|Design Tokens'),
  ],
  marketing: [
    cluster(
      4,
      'SEO|SEM|Google Ads|Google Analytics|Content Marketing|Copywriting|Keyword Research',
    ),
    cluster(3, 'HubSpot|Marketing Automation|Email Marketing|Lead Generation|Salesforce|Marketo'),
    cluster(3, 'Brand Strategy|Social Media Marketing|Public Relations|Campaign Management|Events'),
    cluster(
      2,
      'Product Marketing|Positioning|Go-to-Market Strategy|Competitive Analysis|Messaging',
    ),
    cluster(1, 'Growth Hacking|A/B Testing|Conversion Rate Optimization|Paid Social|Attribution'),
  ],
  sales: [
    cluster(
      4,
      'B2B Sales|Prospecting|Cold Calling|Lead Qualification|Salesforce|Outreach|Pipeline Management',
    ),
    cluster(
      3,
      'Enterprise Sales|Solution Selling|Negotiation|MEDDIC|Account Management|Contract Negotiation',
    ),
    cluster(2, 'SaaS|Forecasting|HubSpot|Sales Operations|CRM|Territory Planning'),
    cluster(1, 'Channel Sales|Partnerships|Business Development|Key Account Management'),
  ],
  recruiting: [
    cluster(
      4,
      'Technical Recruiting|Sourcing|Boolean Search|LinkedIn Recruiter|Candidate Experience',
    ),
    cluster(
      3,
      'Full-Cycle Recruiting|Interviewing|Offer Negotiation|Greenhouse|Lever|Applicant Tracking Systems',
    ),
    cluster(2, 'Employer Branding|Talent Acquisition Strategy|Diversity Hiring|Workforce Planning'),
    cluster(1, 'Executive Search|Headhunting|Stakeholder Management|Market Mapping'),
  ],
  finance: [
    cluster(4, 'Financial Modeling|FP&A|Budgeting|Forecasting|Excel|Variance Analysis'),
    cluster(3, 'Accounting|GAAP|IFRS|Month-End Close|Reconciliation|NetSuite|SAP'),
    cluster(2, 'Audit|Internal Controls|SOX Compliance|Tax|Risk Management'),
    cluster(1, 'Corporate Finance|Valuation|M&A|Treasury|Investor Relations'),
  ],
  operations: [
    cluster(4, 'Process Improvement|Lean|Six Sigma|Project Management|Operations Management|KPIs'),
    cluster(
      3,
      'Supply Chain Management|Logistics|Procurement|Inventory Management|Vendor Management',
    ),
    cluster(2, 'Business Operations|SQL|Excel|Data Analysis|Salesforce|Reporting'),
    cluster(1, 'ERP|SAP|Oracle|Change Management|Strategic Planning'),
  ],
  'customer-success': [
    cluster(4, 'Customer Success|Account Management|Onboarding|Customer Retention|Churn Reduction'),
    cluster(3, 'Zendesk|Intercom|Gainsight|Customer Support|Ticketing|Salesforce'),
    cluster(2, 'Upselling|Renewals|QBRs|Stakeholder Management|Net Promoter Score'),
    cluster(1, 'Technical Support|Troubleshooting|SaaS|Training|Documentation'),
  ],
  devops: [
    cluster(4, 'Kubernetes|Docker|Terraform|AWS|CI/CD|Helm|GitHub Actions|Linux'),
    cluster(3, 'Prometheus|Grafana|Observability|Incident Management|SLOs|On-Call|Datadog'),
    cluster(2, 'Azure|Google Cloud|Ansible|Bash|Python|Networking|Jenkins'),
    cluster(1, 'Go|Service Mesh|Istio|Argo CD|GitOps|Chaos Engineering'),
  ],
  qa: [
    cluster(4, 'Test Automation|Selenium|Cypress|Playwright|Test Planning|Regression Testing'),
    cluster(3, 'Manual Testing|Jira|TestRail|Bug Tracking|Exploratory Testing|Agile'),
    cluster(2, 'API Testing|Postman|REST Assured|Java|Python|Performance Testing|JMeter'),
    cluster(1, 'Mobile Testing|Appium|CI/CD|Accessibility Testing'),
  ],
  security: [
    cluster(
      4,
      'Network Security|SIEM|Splunk|Incident Response|Threat Detection|Vulnerability Management',
    ),
    cluster(
      3,
      'Penetration Testing|Burp Suite|OWASP|Application Security|Threat Modeling|Kali Linux',
    ),
    cluster(2, 'Cloud Security|AWS|IAM|Zero Trust|Kubernetes Security|Encryption'),
    cluster(1, 'ISO 27001|SOC 2|GDPR|Risk Assessment|Security Compliance'),
  ],
  hr: [
    cluster(4, 'Employee Relations|HR Policies|Performance Management|Onboarding|Labor Law'),
    cluster(3, 'HRIS|Workday|BambooHR|Payroll|Compensation and Benefits|HR Analytics'),
    cluster(2, 'Organizational Development|Learning and Development|Change Management|Coaching'),
    cluster(1, 'Diversity and Inclusion|Employee Engagement|Culture|Talent Management'),
  ],
};

/** Skills anyone may list, whatever the family. */
export const CROSS_FAMILY_SKILLS: readonly string[] =
  list(`Communication|Leadership|Project Management|Excel
  SQL|Public Speaking|Mentoring|Agile|Jira|Notion|Problem Solving|Negotiation|English|Spanish|German|French`);

/** The family whose skills a person most often picks up on the side (a backend engineer's Docker). */
export const NEIGHBOUR_FAMILY: Readonly<Record<string, string>> = {
  software: 'devops',
  data: 'software',
  product: 'design',
  design: 'product',
  marketing: 'sales',
  sales: 'marketing',
  recruiting: 'hr',
  finance: 'operations',
  operations: 'finance',
  'customer-success': 'sales',
  devops: 'software',
  qa: 'software',
  security: 'devops',
  hr: 'recruiting',
};
