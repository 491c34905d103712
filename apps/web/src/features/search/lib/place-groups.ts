import type { CityItem } from '@lintas/domain/catalog-schemas';
import type { Place } from '../../../stores/booking-store';

/** Spec §3 "City/branch list": each city becomes {title, list of {nama, tipe, id}}. */
export interface PlaceOption {
  nama: string;
  tipe: 'city' | 'point';
  id: number;
  /** A second line: the address of a point, the province of a city. */
  detail: string;
}

export interface PlaceGroup {
  title: string;
  /** The whole city, offered first so "any point in Bandung" is one tap. */
  city: PlaceOption;
  list: PlaceOption[];
}

export function toPlaceGroups(cities: readonly CityItem[]): PlaceGroup[] {
  return cities.map((city) => ({
    title: city.kota_nama,
    city: {
      nama: city.kota_nama,
      tipe: 'city',
      id: city.kota_id,
      detail: `Semua titik di ${city.kota_nama}`,
    },
    list: city.list_cabang.map((point) => ({
      nama: point.cabang_nama,
      tipe: 'point',
      id: point.cabang_id,
      detail: point.alamat,
    })),
  }));
}

/** What the search form stores: {id, type, text}. A point reads "Bandung - Pasteur". */
export function toPlace(option: PlaceOption, group: PlaceGroup): Place {
  return option.tipe === 'city'
    ? { id: option.id, type: 'city', text: option.nama }
    : { id: option.id, type: 'point', text: `${group.title} - ${option.nama}` };
}
