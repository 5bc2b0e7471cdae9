/** The 422 message of an empty required field, shared by every form's schema. */
export const REQUIRED_MESSAGE = 'This field is required.';
