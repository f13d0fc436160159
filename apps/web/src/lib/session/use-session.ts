import { useContext, useSyncExternalStore } from 'react';
import { SessionContext, SessionSourceContext, type SessionContextValue } from './session-context';

const noSubscribe = () => () => undefined;
const noSession = () => null;

/**
 * The session (spec §3): the app's live one (SessionProvider's source, subscribed to), or a fixed
 * value given through `SessionContext` (tests). A page the server drew hydrates logged out, then
 * shows the session: only the components that read it draw again.
 */
export function useSession(): SessionContextValue {
  const source = useContext(SessionSourceContext);
  const fixed = useContext(SessionContext);
  const live = useSyncExternalStore(source?.subscribe ?? noSubscribe, source?.get ?? noSession, source?.getServer ?? noSession);
  const session = live ?? fixed;
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
