import type { ComponentProps } from 'react';
import { TextField, type TextFieldProps } from '../../ui/field.tsx';
import { ShareSwitch } from './share-switch.tsx';

type RequireContactSwitchesProps = {
  toggle: (name: 'requireEmail' | 'requirePhoneNumber', label: string) => ComponentProps<typeof ShareSwitch>;
  /** The custom message input's value and handlers (a registered field or a controlled one). */
  message: (name: 'requireEmailMessage' | 'requirePhoneNumberMessage') => Omit<TextFieldProps, 'label'>;
};

/** 'Require email / phone number to view' (spec §2), each revealing the custom message the viewer sees. */
export function RequireContactSwitches({ toggle, message }: RequireContactSwitchesProps) {
  return (
    <>
      <ShareSwitch {...toggle('requireEmail', 'Require email to view')}>
        <TextField
          label="Custom email message (optional)"
          placeholder="Please enter your email to view this presentation"
          {...message('requireEmailMessage')}
        />
      </ShareSwitch>
      <ShareSwitch {...toggle('requirePhoneNumber', 'Require phone number to view')}>
        <TextField
          label="Custom phone message (optional)"
          placeholder="Please enter your phone number to view this presentation"
          {...message('requirePhoneNumberMessage')}
        />
      </ShareSwitch>
    </>
  );
}
