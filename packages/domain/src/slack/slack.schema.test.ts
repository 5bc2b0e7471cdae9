import { describe, expect, it } from 'vitest';
import { decodeTeamChatState, encodeTeamChatState } from './slack.schema';

const STATE = {
  user_id: 'user-é1',
  workspace_id: '0b6f0e33-34a4-4d32-9c1d-1f4a2b8c9d10',
  session_id: 'a1b2c3d4e5f6',
};

describe('the team chat status state', () => {
  it('round-trips plain and scrambled, and the scrambled one is not the plain one', () => {
    const plain = encodeTeamChatState(STATE);
    const scrambled = encodeTeamChatState(STATE, true);
    expect(scrambled).not.toContain(plain);
    expect(decodeTeamChatState(plain)).toEqual(STATE);
    // Standard base64url, as any other client would encode it.
    expect(plain).toBe(
      'eyJ1c2VyX2lkIjoidXNlci3DqTEiLCJ3b3Jrc3BhY2VfaWQiOiIwYjZmMGUzMy0zNGE0LTRkMzItOWMxZC0xZjRhMmI4YzlkMTAiLCJzZXNzaW9uX2lkIjoiYTFiMmMzZDRlNWY2In0',
    );
    expect(decodeTeamChatState(scrambled)).toEqual(STATE);
  });

  it('refuses text that is not a state', () => {
    expect(decodeTeamChatState('not base64!')).toBeNull();
    expect(decodeTeamChatState(encodeTeamChatState({ ...STATE, workspace_id: 'nope' }))).toBeNull();
    expect(decodeTeamChatState('eyJ1c2VyX2lkIjoxfQ')).toBeNull(); // {"user_id":1}
  });
});
