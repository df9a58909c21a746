// The sidebar's Live chat badge: conversations waiting and unread messages in mine, read again on every desk
// event; a short tone when a conversation starts waiting, so an operator on another screen hears it.
import { chatUnreadEndpoint } from '@orbit/contracts/chat-desk';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../lib/api.ts';
import { onDeskEvent } from './desk-events.ts';

/** Two short notes through Web Audio: no sound file to ship, and nothing plays until the operator has used the page. */
export function playNewChatTone() {
  try {
    const context = new AudioContext();
    const gain = context.createGain();
    gain.gain.value = 0.08;
    gain.connect(context.destination);
    [880, 1175].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.15);
      oscillator.stop(context.currentTime + index * 0.15 + 0.12);
    });
    setTimeout(() => void context.close(), 600);
  } catch {
    // No audio available: the badge still shows.
  }
}

export function useChatBadge(enabled: boolean): number {
  const queryClient = useQueryClient();
  const unread = useQuery({ queryKey: ['chat', 'unread'], queryFn: () => api.call(chatUnreadEndpoint), enabled, staleTime: 60_000 });
  useEffect(() => {
    if (!enabled) return;
    return onDeskEvent((event) => {
      if (event.kind === 'status' && event.status === 'waiting') playNewChatTone();
      if (event.kind !== 'typing') void queryClient.invalidateQueries({ queryKey: ['chat'] });
    });
  }, [enabled, queryClient]);
  return unread.data ? unread.data.waiting + unread.data.unreadMine : 0;
}
