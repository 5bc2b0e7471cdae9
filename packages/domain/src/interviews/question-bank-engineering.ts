import type { QuestionBankEntry } from './question-bank-entry';

/** Languages, frameworks and engineering practice. */
export const ENGINEERING_QUESTIONS: readonly QuestionBankEntry[] = [
  {
    key: 'typescript',
    aliases: ['typescript', 'ts'],
    text: 'How do you use TypeScript’s type system to prevent bugs? Give an example where the types caught a mistake before it shipped.',
    rubric:
      'Uses types as design (unions, narrowing, generics) rather than annotations; keeps any out; shares types across boundaries; names a concrete bug the compiler caught.',
    evidence: [
      'strict',
      'union',
      'generics',
      'narrowing',
      'type guard',
      'interface',
      'zod',
      'inference',
    ],
  },
  {
    key: 'javascript',
    aliases: ['javascript', 'js', 'ecmascript', 'es6'],
    text: 'Walk me through how you handle asynchronous work in JavaScript, and a bug you once had with it.',
    rubric:
      'Explains the event loop, promises and async/await; handles errors and cancellation; describes a real race or unhandled rejection and how it was found and fixed.',
    evidence: ['event loop', 'promise', 'async', 'await', 'race', 'closure', 'callback', 'error'],
  },
  {
    key: 'python',
    aliases: ['python', 'python3'],
    text: 'Tell me about a Python codebase you worked on: how it was structured, tested and packaged.',
    rubric:
      'Clear module structure, virtual environments and dependency pinning, tests with pytest, type hints; knows the trade-offs of the GIL, generators and async.',
    evidence: [
      'pytest',
      'typing',
      'virtualenv',
      'poetry',
      'pip',
      'generator',
      'asyncio',
      'package',
    ],
  },
  {
    key: 'java',
    aliases: ['java', 'jvm'],
    text: 'Describe a Java service you built or maintained. How did you deal with concurrency and memory?',
    rubric:
      'Knows threads and executors, immutability and synchronisation; has tuned or debugged the garbage collector or heap; tests with JUnit.',
    evidence: ['thread', 'executor', 'concurrency', 'garbage collector', 'heap', 'junit', 'stream'],
  },
  {
    key: 'kotlin',
    aliases: ['kotlin'],
    text: 'What do you reach for in Kotlin that you miss elsewhere, and how have you used coroutines?',
    rubric:
      'Uses null safety, data and sealed classes idiomatically; explains structured concurrency with coroutines and scopes; interoperates with Java code.',
    evidence: ['null safety', 'coroutine', 'sealed', 'data class', 'scope', 'flow', 'java'],
  },
  {
    key: 'go',
    aliases: ['go', 'golang'],
    text: 'Tell me about a Go service you wrote. How did you use goroutines and handle errors?',
    rubric:
      'Uses goroutines, channels and context for cancellation without leaks; wraps and checks errors explicitly; keeps interfaces small; profiles with pprof.',
    evidence: ['goroutine', 'channel', 'context', 'error', 'interface', 'pprof', 'mutex'],
  },
  {
    key: 'rust',
    aliases: ['rust'],
    text: 'How has Rust’s ownership model changed how you design code? Give a concrete example.',
    rubric:
      'Explains ownership, borrowing and lifetimes through a real design choice; uses Result and traits; knows when unsafe or Arc/Mutex is justified.',
    evidence: ['ownership', 'borrow', 'lifetime', 'trait', 'result', 'unsafe', 'arc', 'tokio'],
  },
  {
    key: 'dotnet',
    aliases: ['c#', '.net', 'dotnet', 'asp.net', 'csharp'],
    text: 'Describe a .NET application you built: its architecture, data access and how you tested it.',
    rubric:
      'Layers the application sensibly, uses dependency injection, async/await correctly and Entity Framework with care for queries; tests with xUnit or NUnit.',
    evidence: ['dependency injection', 'async', 'entity framework', 'linq', 'xunit', 'asp.net'],
  },
  {
    key: 'cpp',
    aliases: ['c++', 'cpp'],
    text: 'How do you manage memory and performance in modern C++? Give an example from your work.',
    rubric:
      'Uses RAII and smart pointers, move semantics and the standard library; measures before optimising; has found a leak or undefined behaviour with tools.',
    evidence: ['raii', 'smart pointer', 'move', 'template', 'profiler', 'valgrind', 'sanitizer'],
  },
  {
    key: 'php',
    aliases: ['php', 'laravel', 'symfony'],
    text: 'Tell me about a PHP application you worked on and how you kept it maintainable.',
    rubric:
      'Modern PHP with a framework (Laravel or Symfony), Composer, typed code, tests; handles database migrations and security (injection, CSRF).',
    evidence: ['laravel', 'symfony', 'composer', 'phpunit', 'migration', 'orm', 'injection'],
  },
  {
    key: 'ruby',
    aliases: ['ruby', 'rails', 'ruby on rails'],
    text: 'Describe a Rails application you worked on. How did you keep it fast as it grew?',
    rubric:
      'Finds and fixes N+1 queries, uses background jobs and caching, keeps models small; tests with RSpec; plans migrations safely.',
    evidence: ['n+1', 'active record', 'sidekiq', 'cache', 'rspec', 'migration', 'index'],
  },
  {
    key: 'react',
    aliases: ['react', 'react.js', 'reactjs', 'next.js', 'nextjs'],
    text: 'How do you structure state and data fetching in a React application? Tell me about one you built.',
    rubric:
      'Separates server state from UI state, keeps components small, understands rendering and memoisation, tests components and cares about accessibility.',
    evidence: ['state', 'hooks', 'props', 'render', 'memo', 'react query', 'accessibility', 'test'],
  },
  {
    key: 'angular',
    aliases: ['angular', 'angularjs', 'rxjs'],
    text: 'Tell me about an Angular application you worked on: its modules, state and change detection.',
    rubric:
      'Uses components, services and dependency injection well; understands RxJS observables and change detection; keeps bundles lean.',
    evidence: ['component', 'service', 'observable', 'rxjs', 'change detection', 'module'],
  },
  {
    key: 'vue',
    aliases: ['vue', 'vue.js', 'vuejs', 'nuxt'],
    text: 'Describe a Vue application you built. How did you organise components and state?',
    rubric:
      'Uses the composition API, props and events, a store (Pinia or Vuex) where needed; reasons about reactivity and testing.',
    evidence: ['composition api', 'component', 'pinia', 'vuex', 'reactivity', 'props', 'test'],
  },
  {
    key: 'frontend',
    aliases: ['frontend', 'front end', 'html', 'css', 'tailwind', 'web performance'],
    text: 'How do you make a web page fast and usable for everyone? Give an example you improved.',
    rubric:
      'Measures performance (Core Web Vitals), builds semantic and accessible HTML, responsive CSS; names a change and its measured effect.',
    evidence: ['semantic', 'accessibility', 'responsive', 'lighthouse', 'web vitals', 'bundle'],
  },
  {
    key: 'node',
    aliases: ['node', 'node.js', 'nodejs', 'express', 'nestjs', 'fastify'],
    text: 'Tell me about a Node.js back end you built: how it handled load, errors and deployment.',
    rubric:
      'Keeps the event loop free, handles errors and validation at the edges, uses a database pool, logs and monitors, deploys with zero downtime.',
    evidence: ['event loop', 'async', 'validation', 'pool', 'logging', 'stream', 'cluster'],
  },
  {
    key: 'python-web',
    aliases: ['django', 'flask', 'fastapi'],
    text: 'Describe an API you built with {skill}. How did you structure it and keep it secure?',
    rubric:
      'Clear routing and validation, ORM use without N+1 queries, authentication and permissions, tests, and background work outside the request.',
    evidence: ['orm', 'validation', 'authentication', 'permission', 'migration', 'celery', 'test'],
  },
  {
    key: 'spring',
    aliases: ['spring', 'spring boot'],
    text: 'Tell me about a Spring Boot service you built: configuration, data access and testing.',
    rubric:
      'Uses dependency injection and configuration profiles, JPA with attention to queries and transactions, integration tests, actuator metrics.',
    evidence: ['dependency injection', 'jpa', 'transaction', 'profile', 'actuator', 'junit'],
  },
  {
    key: 'ios',
    aliases: ['ios', 'swift', 'swiftui', 'objective c'],
    text: 'Describe an iOS app you shipped. How did you handle its architecture and releases?',
    rubric:
      'Uses SwiftUI or UIKit with a clear architecture, handles concurrency and offline state, tests, and manages App Store releases and crash reports.',
    evidence: ['swiftui', 'uikit', 'async', 'core data', 'testflight', 'app store', 'crash'],
  },
  {
    key: 'android',
    aliases: ['android', 'jetpack compose'],
    text: 'Describe an Android app you shipped. How did you deal with lifecycles and device variety?',
    rubric:
      'Uses Jetpack (Compose, ViewModel) and handles lifecycle and configuration changes; tests; releases through the Play Store with staged rollouts.',
    evidence: ['compose', 'viewmodel', 'lifecycle', 'coroutine', 'gradle', 'play store'],
  },
  {
    key: 'mobile',
    aliases: ['react native', 'flutter', 'mobile'],
    text: 'Tell me about a cross-platform mobile app you built with {skill}. What was hard to get right?',
    rubric:
      'Knows where the cross-platform layer ends and native code begins; handles performance, offline state and store releases.',
    evidence: ['native module', 'performance', 'offline', 'release', 'state', 'bridge'],
  },
  {
    key: 'api-design',
    aliases: ['rest', 'rest api', 'api', 'graphql', 'grpc', 'api design'],
    text: 'How do you design an API that other teams depend on? Tell me about one you designed.',
    rubric:
      'Designs resources and errors consistently, versions without breaking clients, documents with a schema, paginates, and thinks of authentication and rate limits.',
    evidence: ['versioning', 'schema', 'pagination', 'openapi', 'error', 'idempotent', 'contract'],
  },
  {
    key: 'distributed-systems',
    aliases: ['microservices', 'distributed systems', 'kafka', 'rabbitmq', 'event driven'],
    text: 'Tell me about a system of several services you worked on. How did they communicate and fail?',
    rubric:
      'Chooses between synchronous calls and queues deliberately, designs for retries and idempotency, handles partial failure and observes it.',
    evidence: ['queue', 'retry', 'idempotent', 'timeout', 'consistency', 'kafka', 'tracing'],
  },
  {
    key: 'testing',
    aliases: [
      'testing',
      'qa',
      'test automation',
      'quality assurance',
      'cypress',
      'playwright',
      'selenium',
    ],
    text: 'How do you decide what to test and at which level? Give an example of a bug your tests caught.',
    rubric:
      'Balances unit, integration and end-to-end tests, avoids flaky tests, tests behaviour rather than implementation, and names a real catch.',
    evidence: ['unit', 'integration', 'end-to-end', 'flaky', 'coverage', 'regression', 'ci'],
  },
  {
    key: 'security',
    aliases: ['security', 'application security', 'appsec', 'cybersecurity', 'owasp'],
    text: 'Tell me about a security problem you found or prevented. How did you handle it?',
    rubric:
      'Knows common vulnerabilities (injection, XSS, broken access control), threat-models, fixes the root cause and shares the lesson.',
    evidence: ['injection', 'xss', 'access control', 'owasp', 'threat model', 'encryption'],
  },
];
