import { describe, expect, it } from 'vitest';
import { validateTeamMemberForm } from '../../../../../sdk/core/domain';

// Dashboard §5: "The team member form needs every mandatory field except the password."
const valid = {
  firstname: 'Nina',
  lastname: 'Okafor',
  emailAddress: 'nina@example.test',
  jobTitle: 'Designer',
  role: 'staff',
};

describe('validateTeamMemberForm', () => {
  it('accepts every mandatory field without a password, and a 6-to-20 password', () => {
    expect(validateTeamMemberForm(valid)).toEqual({});
    expect(validateTeamMemberForm({ ...valid, password: '' })).toEqual({});
    expect(validateTeamMemberForm({ ...valid, role: 'owner', password: 'abcdef' })).toEqual({});
  });

  it('says Required! for each empty or blank mandatory field and Not Valid for a bad e-mail or role', () => {
    expect(
      validateTeamMemberForm({ firstname: ' ', lastname: '', emailAddress: '', jobTitle: '', role: '' }),
    ).toEqual({
      firstname: 'Required!',
      lastname: 'Required!',
      emailAddress: 'Required!',
      jobTitle: 'Required!',
      role: 'Required!',
    });
    expect(validateTeamMemberForm({ ...valid, emailAddress: 'nina@', role: 'admin' })).toEqual({
      emailAddress: 'Not Valid',
      role: 'Not Valid',
    });
  });

  it('checks a given password for 6 to 20 characters', () => {
    expect(validateTeamMemberForm({ ...valid, password: 'abc' })).toEqual({
      password: 'Password must be 6 to 20 characters.',
    });
    expect(validateTeamMemberForm({ ...valid, password: 'x'.repeat(21) }).password).toBeDefined();
  });
});
