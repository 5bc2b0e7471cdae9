import { describe, expect, it } from 'vitest';
import { checkPlanFeature } from '../billing/plan-limits';
import { planFeatureOfChannel, planFeatureOfStep } from './step-plan-features';

describe('planFeatureOfStep', () => {
  it('asks AI calls of AI call steps and WhatsApp of both WhatsApp steps', () => {
    expect(planFeatureOfStep('auto_ai_call')).toBe('aiCalls');
    expect(planFeatureOfStep('auto_whatsapp_message_send')).toBe('whatsapp');
    expect(planFeatureOfStep('auto_whatsapp_template_send')).toBe('whatsapp');
    expect(planFeatureOfChannel('whatsapp')).toBe('whatsapp');
    expect(planFeatureOfChannel('call')).toBe('aiCalls');
  });

  it('needs nothing for e-mail, LinkedIn and delays', () => {
    for (const type of ['auto_email', 'auto_linkedin_invite', 'delay'])
      expect(planFeatureOfStep(type)).toBeNull();
    expect(planFeatureOfChannel('email')).toBeNull();
  });

  it('is refused on Starter with the plan that lifts it', () => {
    expect(checkPlanFeature('starter', planFeatureOfStep('auto_ai_call')!)).toEqual({
      allowed: false,
      reason: 'AI calls are not part of your Starter plan. Upgrade to Pro to use them.',
    });
  });
});
