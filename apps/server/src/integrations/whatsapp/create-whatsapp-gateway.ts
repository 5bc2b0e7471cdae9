import type { Config } from '../../config';
import { createWahaGateway } from './waha-gateway';
import type { WhatsappGateway } from './whatsapp-gateway';

/** The configured gateway, or null when WAHA_* is not set (connecting then says how). */
export const createWhatsappGateway = (config: Pick<Config, 'waha'>): WhatsappGateway | null =>
  config.waha ? createWahaGateway(config.waha) : null;
