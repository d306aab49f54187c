-- Live chat (the sandbox chat service, contract/chat.ts): accounts with their widget settings and working hours,
-- customers per account (external_id: our user id when the player was signed in), one conversation per customer,
-- messages by the customer or an agent, and agents who sign in to the console.
CREATE TABLE chat_accounts (
  id uuid PRIMARY KEY,
  site_id integer REFERENCES sites (id),
  settings jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_customers (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES chat_accounts (id),
  external_id text,
  metadata jsonb NOT NULL DEFAULT '{}',
  -- the chat socket's token: only its sha256 (hex) is kept
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_customers_external ON chat_customers (account_id, external_id);

CREATE TABLE chat_conversations (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES chat_accounts (id),
  customer_id uuid NOT NULL UNIQUE REFERENCES chat_customers (id),
  last_activity_at timestamptz NOT NULL DEFAULT now(),
  agent_seen_at timestamptz NOT NULL DEFAULT to_timestamp(0),
  customer_seen_at timestamptz NOT NULL DEFAULT to_timestamp(0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_conversations_activity ON chat_conversations (account_id, last_activity_at DESC);

CREATE TABLE chat_agents (
  id bigserial PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES chat_accounts (id),
  email text NOT NULL,
  name text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT chat_agents_email_unique UNIQUE (email)
);

CREATE TABLE chat_agent_sessions (
  token_hash text PRIMARY KEY,
  agent_id bigint NOT NULL REFERENCES chat_agents (id),
  expires_at timestamptz NOT NULL
);

CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES chat_conversations (id),
  author text NOT NULL CHECK (author IN ('customer', 'agent')),
  agent_id bigint REFERENCES chat_agents (id),
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((author = 'agent') = (agent_id IS NOT NULL))
);
CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);
