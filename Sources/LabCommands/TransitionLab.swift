import Motion
