import { describe, expect, it } from 'vitest';
import { validateResellerCustomerForm } from '../../../../../sdk/core/domain';

const form = {
  companyName: 'Lakeside Florist',
  firstname: 'Lena',
  lastname: 'Lake',
  emailAddress: 'lena@lakeside.test',
  jobTitle: 'Owner',
};

// Dashboard §5: every field mandatory ('Required!'), the e-mail in its format ('Not Valid').
describe('reseller customer form', () => {
  it('accepts a complete form', () => {
    expect(validateResellerCustomerForm(form)).toEqual({});
  });

  it('flags each empty field and a malformed e-mail in the spec’s words', () => {
    expect(
      validateResellerCustomerForm({
        companyName: ' ',
        firstname: '',
        lastname: '',
        emailAddress: 'lena@',
        jobTitle: '',
      }),
    ).toEqual({
      companyName: 'Required!',
      firstname: 'Required!',
      lastname: 'Required!',
      emailAddress: 'Not Valid',
      jobTitle: 'Required!',
    });
    expect(validateResellerCustomerForm({ ...form, emailAddress: '' })).toEqual({
      emailAddress: 'Required!',
    });
  });
});
