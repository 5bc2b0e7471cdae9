import type { Config } from '../../config';
import { createPdlCompatibleProvider } from './pdl-compatible-provider';
import type { PeopleDataProvider } from './people-data-provider';

/** The configured provider (PEOPLE_DATA_API_URL + PEOPLE_DATA_API_KEY), or null: contact reveal is off. */
export const createPeopleDataProvider = (config: Config): PeopleDataProvider | null =>
  config.peopleData
    ? createPdlCompatibleProvider({
        baseUrl: config.peopleData.baseUrl,
        apiKey: config.peopleData.apiKey,
        timeoutMs: config.peopleData.timeoutMs,
      })
    : null;
