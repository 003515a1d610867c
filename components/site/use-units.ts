"use client";

import { useSyncExternalStore } from "react";
import type { UnitSystem } from "@/lib/domain/measurement-fields";

/**
 * The visitor's cm / ft-in choice, remembered on this device and shared by every switch on the site (the profile's
 * Model Details, the listings' height filter): choosing in one updates the others.
 */

const STORAGE_KEY = "measurement-units";
const CHANGE_EVENT = "measurement-units-change";

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// The choice of this page view, for browsers that refuse storage (private mode).
let chosen: UnitSystem | null = null;

function readUnits(): UnitSystem {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    if (saved === "imperial" || saved === "metric") return saved;
  } catch {
    // fall through to the in-memory choice
  }
  return chosen ?? "metric";
}

function saveUnits(next: UnitSystem) {
  chosen = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage refused: the in-memory choice still applies to this page view.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

// The server renders centimetres; the visitor's saved choice applies once hydrated.
const serverUnits = (): UnitSystem => "metric";

/** The visitor's unit system and the function that changes it. */
export function useUnits(): [UnitSystem, (next: UnitSystem) => void] {
  return [useSyncExternalStore(subscribe, readUnits, serverUnits), saveUnits];
}
