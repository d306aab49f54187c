/** Request schemas of the chat service (contract/chat.ts). */

import { Type, type Static } from 'typebox';
import { CHAT_PHONE_E164, type ChatCustomerSession, type ChatWidgetSettings } from '../../../../contract/chat';

const Uuid = Type.String({ format: 'uuid', maxLength: 36, description: 'a chat account id (uuid)' });

export const AccountIdQuery = Type.Object({ account_id: Uuid });

export const CustomerBody = Type.Object({
  account_id: Uuid,
  customer_id: Type.Optional(Type.String({ format: 'uuid', maxLength: 36 })),
  /** The customer's last token: how a visitor (no unit_token) shows that customer_id is theirs. */
  customer_token: Type.Optional(Type.String({ maxLength: 200 })),
  unit_token: Type.Optional(Type.String({ maxLength: 1000 })),
  metadata: Type.Optional(
    Type.Object(
      {
        email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
        phone: Type.Optional(Type.String({ pattern: CHAT_PHONE_E164, maxLength: 16 })),
      },
      { additionalProperties: true, maxProperties: 50 },
    ),
  ),
});

export const AgentSignInBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
});

const Text = Type.String({ maxLength: 500 });
const WorkingHoursSchema = Type.Object({
  timezone: Type.String({ maxLength: 64 }),
  days: Type.Array(
    Type.Object({
      day: Type.Integer({ minimum: 0, maximum: 6 }),
      from: Type.String({ pattern: '^\\d\\d:\\d\\d$', maxLength: 5 }),
      to: Type.String({ pattern: '^\\d\\d:\\d\\d$', maxLength: 5 }),
    }),
    { maxItems: 21 },
  ),
});

export const SettingsChanges = Type.Partial(
  Type.Object({
    enable_widget: Type.Boolean(),
    title: Text,
    subtitle: Text,
    greeting: Text,
    color: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', maxLength: 7 }),
    away_message: Text,
    new_message_placeholder: Text,
    auth_message: Text,
    email_input_placeholder: Text,
    new_messages_notification_text: Text,
    require_email_upfront: Type.Boolean(),
    require_auth: Type.Boolean(),
    show_agent_availability: Type.Boolean(),
    agent_available_text: Text,
    agent_unavailable_text: Text,
    icon_variant: Type.String({ maxLength: 32 }),
    hide_outside_working_hours: Type.Boolean(),
    company_name: Text,
    company_logo_url: Type.Union([Type.String({ maxLength: 2048 }), Type.Null()]),
    working_hours: Type.Union([WorkingHoursSchema, Type.Null()]),
  }),
  { additionalProperties: false },
);

/** Answers: what the widget and the frame read, and nothing else (a stored setting the contract lacks stays home). */
const Settings = Type.Object({
  enable_widget: Type.Boolean(),
  title: Type.String(),
  subtitle: Type.String(),
  greeting: Type.String(),
  color: Type.String(),
  away_message: Type.String(),
  new_message_placeholder: Type.String(),
  auth_message: Type.String(),
  email_input_placeholder: Type.String(),
  new_messages_notification_text: Type.String(),
  require_email_upfront: Type.Boolean(),
  require_auth: Type.Boolean(),
  show_agent_availability: Type.Boolean(),
  agent_available_text: Type.String(),
  agent_unavailable_text: Type.String(),
  icon_variant: Type.String(),
  hide_outside_working_hours: Type.Boolean(),
  account: Type.Object({
    company_name: Type.String(),
    company_logo_url: Type.Union([Type.String(), Type.Null()]),
    is_outside_working_hours: Type.Boolean(),
  }),
});
export const WidgetSettingsAnswer = Type.Object({ data: Settings });

export const CustomerSessionAnswer = Type.Object({
  customer_id: Type.String(),
  conversation_id: Type.String(),
  token: Type.String(),
  external_id: Type.Union([Type.String(), Type.Null()]),
  contact: Type.Object({
    email: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
  }),
});

// the answers are the contract's types, field for field (a change to either side fails the typecheck)
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsMatch: Same<Static<typeof Settings>, ChatWidgetSettings> = true;
const sessionMatch: Same<Static<typeof CustomerSessionAnswer>, ChatCustomerSession> = true;
void [settingsMatch, sessionMatch];
