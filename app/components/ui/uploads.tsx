/** The pictures owners uploaded of people and clients, by their place in the content (app/data/upload-places.ts). */
import { createContext, useContext } from 'react';
import type { Picture } from '~/data/picture';

const Uploads = createContext<Readonly<Record<string, Picture>>>({});
export const UploadsProvider = Uploads.Provider;
/** The picture uploaded for a place, or undefined: the section draws its mark or monogram. */
export const useUpload = (place: string): Picture | undefined => useContext(Uploads)[place];
