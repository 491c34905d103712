import { generateRandomUserId, isRandomUserId } from '@lintas/domain/random-user-id';
import { storageKeys } from '../config/storage-keys';
import { readStorage, writeStorage } from './dom';

let memoryId: string | null = null;

/**
 * The persisted anonymous id sent as the `random-user-id` header on every call (spec
 * §7, §9). Generated once and kept in localStorage; kept in memory when storage is
 * refused, so at least one page life shares one id.
 */
export function getRandomUserId(): string {
  const stored = readStorage(storageKeys.randomUserId);
  if (isRandomUserId(stored)) return stored;
  if (memoryId === null) memoryId = generateRandomUserId();
  writeStorage(storageKeys.randomUserId, memoryId);
  return memoryId;
}
