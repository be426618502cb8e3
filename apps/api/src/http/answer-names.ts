/**
 * The answers the OpenAPI document names (`#/components/schemas/Class`) instead of repeating them
 * in every operation: the records several answers carry. Registered once per process, on the
 * server view each route serialises with (platform/http/server-view.ts).
 */
import * as z from 'zod/mini';
import { AppointmentTimeslot, AppointmentType } from '@studio/contract/appointments';
import { CartItem } from '@studio/contract/cart';
import { ClassPassType, MembershipType, PaymentOption } from '@studio/contract/catalogue';
import { ClassSignup, LivestreamSignup, WaitingListSignup } from '@studio/contract/class-signups';
import {
  ClassAnswer,
  ClassStyleAFull,
  ClassTypeAnswer,
  RoomAnswer,
  TeacherAnswer,
} from '@studio/contract/full-answers';
import { Event, EventSignup } from '@studio/contract/events';
import { Image } from '@studio/contract/images';
import { Membership, MembershipPause } from '@studio/contract/memberships';
import { Order } from '@studio/contract/orders';
import { OwnUser } from '@studio/contract/own-user';
import { Branch } from '@studio/contract/users';
import { serverView } from '../platform/http/server-view.ts';

const names: [z.core.$ZodType, string][] = [
  [ClassAnswer, 'Class'],
  [ClassStyleAFull, 'ClassStyleA'],
  [ClassTypeAnswer, 'ClassType'],
  [RoomAnswer, 'Room'],
  [Branch, 'Branch'],
  [Image, 'Image'],
  [TeacherAnswer, 'Teacher'],
  [OwnUser, 'User'],
  [ClassSignup, 'ClassSignup'],
  [WaitingListSignup, 'WaitingListSignup'],
  [LivestreamSignup, 'LivestreamSignup'],
  [Event, 'Event'],
  [EventSignup, 'EventSignup'],
  [MembershipType, 'MembershipType'],
  [PaymentOption, 'PaymentOption'],
  [ClassPassType, 'ClassPassType'],
  [Membership, 'Membership'],
  [MembershipPause, 'MembershipPause'],
  [CartItem, 'CartItem'],
  [Order, 'Order'],
  [AppointmentType, 'AppointmentType'],
  [AppointmentTimeslot, 'AppointmentTimeslot'],
];

for (const [schema, id] of names) z.globalRegistry.add(serverView(schema), { id });
