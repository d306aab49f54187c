/** A chat account's stored settings, and the widget settings answered from them (SPEC §3). */

import type { ChatAccountSettings, ChatWidgetSettings } from '../../../../contract/chat';
import { isOutsideWorkingHours } from './working-hours';

/** `color` is the brand's (the demo's are in contract/chat.ts); an operator changes it with the admin CLI. */
export function defaultChatSettings(companyName: string, color = '#1f6feb'): ChatAccountSettings {
  return {
    enable_widget: true,
    title: `${companyName} support`,
    subtitle: 'We usually answer within a few minutes',
    greeting: 'Hi! How can we help you today?',
    color,
    away_message: 'We are away right now. Leave a message and we will answer when we are back.',
    new_message_placeholder: 'Type a message…',
    auth_message: 'Please sign in to chat with us.',
    email_input_placeholder: 'Your email',
    new_messages_notification_text: 'New message from support',
    require_email_upfront: false,
    require_auth: true,
    show_agent_availability: true,
    agent_available_text: 'We are online',
    agent_unavailable_text: 'We are away',
    icon_variant: 'outlined',
    hide_outside_working_hours: false,
    company_name: companyName,
    company_logo_url: null,
    // every day, all day: the demo is always answered (an operator sets real hours)
    working_hours: null,
  };
}

export function widgetSettings(stored: ChatAccountSettings, now: Date): ChatWidgetSettings {
  const { company_name, company_logo_url, working_hours, ...rest } = stored;
  return {
    ...rest,
    account: { company_name, company_logo_url, is_outside_working_hours: isOutsideWorkingHours(working_hours, now) },
  };
}
