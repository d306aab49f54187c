/**
 * What a failed call does beyond its own form (SPEC §8 actions). A failure that is global, or whose action is
 * 'redirect home', belongs to the whole page: the player is sent home (keeping the language prefix) and reads the
 * message in the blocking error modal there, since the form it came from is gone. Every other failure stays
 * under its form (FormError), with a Reload button or a link home where the catalogue names one.
 */

import { createAction, type Dispatch } from '@reduxjs/toolkit';
import { navigate } from 'gatsby';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { describeError, type DescribedError, type ErrorContext } from './error-catalogue';
import { splitLanguage, withLanguage } from './language';
import { Paths } from './layout';

/** What the blocking error modal shows: the message, and the way on it offers besides CLOSE. */
export interface ErrorModalContent {
  message: string;
  /** 'reload' adds a Reload button, 'homepage' a link home; 'none' leaves CLOSE alone */
  action: 'reload' | 'homepage' | 'none';
}

/**
 * Raises the blocking error modal (kept by the ui slice): `errorShown(message)`, or `errorShown({ message, action })`
 * to offer a Reload button or a link home beside CLOSE. Shared here so that every feature can raise it.
 */
export const errorShown = createAction('ui/errorShown', (content: string | ErrorModalContent) => ({
  payload: typeof content === 'string' ? { message: content, action: 'none' as const } : content,
}));

export function isPageWide(failure: DescribedError): boolean {
  return failure.global || failure.action === 'redirectHome';
}

/** Shows `failure` in the error modal, going home first when its action says so. */
export function reportFailure(dispatch: Dispatch, failure: DescribedError): void {
  if (failure.action === 'redirectHome' && typeof window !== 'undefined') {
    const { language } = splitLanguage(window.location.pathname);
    void navigate(withLanguage(Paths.home, language));
  }
  const action = failure.action === 'redirectHome' ? 'none' : failure.action;
  dispatch(errorShown({ message: failure.message, action }));
}

/**
 * For forms: describes a failure, reports it page-wide when it is one (then answers null, nothing to show under
 * the form), and otherwise answers it for the form's FormError.
 */
export function useFailureHandler(): (error: unknown, context?: ErrorContext) => DescribedError | null {
  const dispatch = useDispatch();
  return useCallback(
    (error, context) => {
      const failure = describeError(error, context);
      if (!isPageWide(failure)) return failure;
      reportFailure(dispatch, failure);
      return null;
    },
    [dispatch],
  );
}
